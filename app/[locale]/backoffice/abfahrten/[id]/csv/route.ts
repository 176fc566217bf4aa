import { getTranslations } from 'next-intl/server';
import { asStaff } from '@/lib/site/backoffice';
import { passengerCsv, passengerCsvName } from '@/lib/site/passenger-csv';
import { parseDepartureKey } from '@/lib/backoffice/departure';

/** The passenger list of a departure as CSV: the same session and right as the page (403 without). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const departure = parseDepartureKey((await params).id);
  if (!departure) {
    return new Response((await getTranslations('backoffice.errors'))('departureNotFound'), { status: 404 });
  }
  const result = await asStaff('departures.read', (api, user) => api.departures.passengers(user, departure));
  if (!result.ok) {
    return new Response(result.message, {
      status: result.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(passengerCsv(result.data), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${passengerCsvName(result.data)}"`,
      'cache-control': 'private, no-store',
    },
  });
}

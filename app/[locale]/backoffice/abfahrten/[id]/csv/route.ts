import { getTranslations } from 'next-intl/server';
import { asStaff } from '@/lib/site/backoffice';
import { passengerCsv, passengerCsvName } from '@/lib/site/passenger-csv';

/** The passenger list of a departure as CSV: the same session and right as the page (403 without). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) {
    return new Response((await getTranslations('backoffice.errors'))('departureNotFound'), { status: 404 });
  }
  const result = await asStaff('departures.read', (api, user) => api.departures.passengers(user, id));
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

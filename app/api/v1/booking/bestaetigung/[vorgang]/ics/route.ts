import { getDb } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { documentForToken, fileNamePart } from '@/lib/pdf/access';
import { tripCalendar } from '@/lib/calendar/trip-event';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/** The trip as a calendar file (.ics), only with the booking's token; 404 otherwise. */
export async function GET(request: Request, { params }: { params: Promise<{ vorgang: string }> }) {
  const { vorgang } = await params;
  const token = new URL(request.url).searchParams.get('token');
  const doc = await documentForToken(await getDb(), vorgang, token);
  if (!doc) return Response.json({ error: 'not_found', message: 'No booking with this process number and token.' }, { status: 404, headers: PRIVATE });
  return new Response(tripCalendar(doc, env().SITE_URL), {
    headers: {
      ...PRIVATE,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${fileNamePart(doc.processNumber)}.ics"`,
    },
  });
}

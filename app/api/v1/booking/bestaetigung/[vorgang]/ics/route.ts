import { env } from '@/lib/config/env';
import { documentRoute, fileNamePart } from '@/lib/pdf/access';
import { tripCalendar } from '@/lib/calendar/trip-event';

export const dynamic = 'force-dynamic';

/** The trip as a calendar file (.ics), only with the booking's token; 404 otherwise. */
export const GET = documentRoute(async (doc) => ({
  body: tripCalendar(doc, env().SITE_URL),
  type: 'text/calendar; charset=utf-8',
  disposition: `attachment; filename="${fileNamePart(doc.processNumber)}.ics"`,
}));

import { localApi } from '@/lib/api/local';
import { documentRoute, fileNamePart } from '@/lib/api/route-helpers';
import { EXPIRED } from '@/lib/api/types';

/** The trip as a calendar file (.ics), only with the booking's token; 404 otherwise, 410 once the token expired. */
export const GET = documentRoute(async (key) => {
  const ics = await localApi.documents.calendar(key);
  return ics === null || ics === EXPIRED
    ? ics
    : {
        body: ics,
        type: 'text/calendar; charset=utf-8',
        disposition: `attachment; filename="${fileNamePart(key.processNumber)}.ics"`,
      };
});

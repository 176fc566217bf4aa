import { localApi } from '@/lib/api/local';
import { documentRoute, fileNamePart } from '@/lib/api/route-helpers';

/** The trip as a calendar file (.ics), only with the booking's token; 404 otherwise. */
export const GET = documentRoute(async (key) => {
  const ics = await localApi.documents.calendar(key);
  return ics === null
    ? null
    : {
        body: ics,
        type: 'text/calendar; charset=utf-8',
        disposition: `attachment; filename="${fileNamePart(key.processNumber)}.ics"`,
      };
});

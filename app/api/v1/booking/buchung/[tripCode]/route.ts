import { z } from 'zod';
import { localApi } from '@/lib/api/local';
import { tripServicesParams } from '@/lib/api/contract/schemas';
import { parseQuery, parseWith, route, type RouteContext } from '@/lib/api/route-helpers';

const pathParams = z.object({ tripCode: z.string().min(1).max(64) });
/** Beyond spec §7 (as GET sitzplatz has it): the caller's own hold, whose places count as free to it. */
const viewParams = tripServicesParams.extend({ reservierung: z.string().min(1).max(64).optional() });

/** GET {api}/{booking}/buchung/{tripCode} (spec §7): the trip's services and insurance offers, in `translation`. */
export const GET = route<RouteContext<{ tripCode: string }>>('private', async (request, { params }) => {
  const { tripCode } = parseWith(pathParams, await params);
  return localApi.getTripServices(tripCode, parseQuery(request, viewParams));
});

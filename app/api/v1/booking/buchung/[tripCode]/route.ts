import { z } from 'zod';
import { localApi } from '@/lib/api/local';
import { tripServicesParams } from '@/lib/api/contract/schemas';
import { parseQuery, parseWith, route, type RouteContext } from '@/lib/api/route-helpers';

export const dynamic = 'force-dynamic';

const pathParams = z.object({ tripCode: z.string().min(1).max(64) });

/** GET {api}/{booking}/buchung/{tripCode} (spec §7): the trip's services and insurance offers, in `translation`. */
export const GET = route<RouteContext<{ tripCode: string }>>('private', async (request, { params }) => {
  const { tripCode } = parseWith(pathParams, await params);
  return localApi.getTripServices(tripCode, parseQuery(request, tripServicesParams));
});

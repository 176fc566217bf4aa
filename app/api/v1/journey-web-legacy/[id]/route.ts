import { z } from 'zod';
import { localApi } from '@/lib/api/local';
import { ApiError } from '@/lib/api/errors';
import { idParam, journeyParams } from '@/lib/api/contract/schemas';
import { parseQuery, parseWith, route, type RouteContext } from '@/lib/api/route-helpers';

const pathParams = z.object({ id: idParam });

/** GET /api/v1/journey-web-legacy/{id_jrn_journey} (spec §7): one journey with its ticket dates, in `translation`. */
export const GET = route<RouteContext<{ id: string }>>('catalogue', async (request, { params }) => {
  const { id } = parseWith(pathParams, await params);
  const result = await localApi.getJourney(id, parseQuery(request, journeyParams));
  if (!result.data) throw new ApiError('not_found', result.error ?? `Journey ${id} not found`);
  return result;
});

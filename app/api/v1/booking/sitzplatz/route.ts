import { localApi } from '@/lib/api/local';
import { seatPlanParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/{booking}/sitzplatz (spec §7): seat plans of the coaches with proposed seats. */
export const GET = route('private', async (request) => localApi.getSeatPlans(parseQuery(request, seatPlanParams)));

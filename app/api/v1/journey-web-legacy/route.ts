import { localApi } from '@/lib/api/local';
import { journeyListParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/journey-web-legacy (spec §7): journeys by category, country, search and dates. */
export const GET = route('catalogue', async (request) => localApi.listJourneys(parseQuery(request, journeyListParams)));

import { localApi } from '@/lib/api/local';
import { countryParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/country-web (spec §7): countries with their journey counts. */
export const GET = route('catalogue', async (request) => localApi.listCountries(parseQuery(request, countryParams)));

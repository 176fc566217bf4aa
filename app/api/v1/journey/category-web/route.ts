import { localApi } from '@/lib/api/local';
import { categoryParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/journey/category-web (spec §7): categories with their journey counts. */
export const GET = route('catalogue', async (request) => localApi.listCategories(parseQuery(request, categoryParams)));

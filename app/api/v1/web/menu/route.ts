import { localApi } from '@/lib/api/local';
import { menuParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/web/menu (spec §7): menus with their items in the requested translation. */
export const GET = route('catalogue', async (request) => localApi.listMenus(parseQuery(request, menuParams)));

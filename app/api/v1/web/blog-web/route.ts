import { localApi } from '@/lib/api/local';
import { blogParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/web/blog-web (spec §7): testimonials (blog type 4). */
export const GET = route('catalogue', async (request) => localApi.listBlogs(parseQuery(request, blogParams)));

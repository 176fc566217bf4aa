import { z } from 'zod';
import { localApi } from '@/lib/api/local';
import { articleParams } from '@/lib/api/contract/schemas';
import { parseQuery, parseWith, route, type RouteContext } from '@/lib/api/route-helpers';

const pathParams = z.object({ slug: z.string().min(1).max(100) });

/** GET {api}/web/article/{slug}: one content article ('4-agbs', '3-datenschutz', 'faq', …). */
export const GET = route<RouteContext<{ slug: string }>>('catalogue', async (request, { params }) => {
  const { slug } = parseWith(pathParams, await params);
  return localApi.getArticle(slug, parseQuery(request, articleParams));
});

import { localApi } from '@/lib/api/local';
import { route } from '@/lib/api/route-helpers';

/** GET {api}/web/article: the content articles (terms, privacy, FAQ, …) without their text. */
export const GET = route('catalogue', async () => localApi.listArticles());

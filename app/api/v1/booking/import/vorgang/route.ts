import { localApi } from '@/lib/api/local';
import { importParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

export const dynamic = 'force-dynamic';

/** GET {api}/{booking}/import/vorgang (spec §7): import the day's processes (fire-and-forget for the site). */
export const GET = route('private', async (request) => localApi.importProcesses(parseQuery(request, importParams)));

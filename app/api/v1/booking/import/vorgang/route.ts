import { localApi } from '@/lib/api/local';
import { importParams } from '@/lib/api/contract/schemas';
import { parseQuery, writeRoute } from '@/lib/api/route-helpers';

/** GET {api}/{booking}/import/vorgang (spec §7): import the day's processes; a write, so it needs the access parameter. */
export const GET = writeRoute(async (request) => localApi.importProcesses(parseQuery(request, importParams)));

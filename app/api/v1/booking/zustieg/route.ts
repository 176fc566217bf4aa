import { localApi } from '@/lib/api/local';
import { boardingParams } from '@/lib/api/contract/schemas';
import { parseQuery, route } from '@/lib/api/route-helpers';

/** GET {api}/{booking}/zustieg (spec §7): the boarding points of a trip. */
export const GET = route('private', async (request) => localApi.getBoardingPoints(parseQuery(request, boardingParams)));

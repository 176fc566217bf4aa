import { localApi } from '@/lib/api/local';
import { boardingPointListBody } from '@/lib/api/contract/schemas';
import { parseBody, route } from '@/lib/api/route-helpers';

/** POST {api}/zus.listZustiegeWeb (spec §7): the customer's boarding points. */
export const POST = route('catalogue', async (request) =>
  localApi.listBoardingPoints(await parseBody(request, boardingPointListBody)),
);

import { localApi } from '@/lib/api/local';
import { paymentRequest } from '@/lib/api/contract/schemas';
import { parseBody, route, writeRoute } from '@/lib/api/route-helpers';

/** GET {api}/{payments} (spec §7): the payment types on offer. */
export const GET = route('private', async () => localApi.listPaymentTypes());

/** POST {api}/{payments} (spec §7): start an online payment (access parameter required); answers the checkout's iframe URL. */
export const POST = writeRoute(async (request) => localApi.createPayment(await parseBody(request, paymentRequest)));

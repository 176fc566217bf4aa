import { localApi } from '@/lib/api/local';
import { checkRequest, saveRequest } from '@/lib/api/contract/schemas';
import { parseBody, parseWith, readJson, requireWithinLimit, writeRoute } from '@/lib/api/route-helpers';

/**
 * POST {api}/{booking}/buchung (spec §7): availability and price check, placing a short hold.
 * Only with the access parameter (CONTRACT_ACCESS_PARAM): the site's own form checks in-process.
 * Rate-limited per client address (429 with Retry-After). The caller names no visitor: its holds
 * are renewed by their `reservierung` id only, and the caps per visitor and address (which the
 * site's own form has) are the calling site's to keep.
 */
export const POST = writeRoute(async (request) => {
  await requireWithinLimit(request, 'api-check');
  return localApi.checkBooking(await parseBody(request, checkRequest));
});

/**
 * PUT {api}/{booking}/buchung (spec §7): save the booking, with the caller's `args`/`argsCustomer`
 * mail texts; hence only with the access parameter. An `Idempotency-Key` header stands in for
 * `idempotency_key` when the body has none, so a retried request returns the first booking.
 * Rate-limited per client address (429 with Retry-After).
 */
export const PUT = writeRoute(async (request) => {
  await requireWithinLimit(request, 'api-save');
  const body = await readJson(request);
  const key = request.headers.get('Idempotency-Key')?.trim();
  const keyed =
    key && typeof body === 'object' && body !== null && !Array.isArray(body) && !('idempotency_key' in body)
      ? { ...body, idempotency_key: key }
      : body;
  return localApi.saveBooking(parseWith(saveRequest, keyed));
});

import { getApi } from '@/lib/api';
import { parsePaymentPath, safeDecode } from '@/lib/api/contract/site-paths';
import { readBodyText, RefusedRequest } from '@/lib/http/boundary';

const NO_STORE = { 'cache-control': 'no-store' };
/** A provider's notification is a small signed JSON document. */
const MAX_PUSH_BYTES = 16_000;

/**
 * The provider's notification (spec §2 /payment/push-{processId}-{token}-{paymentType}; proxy.ts
 * routes POSTs of that path here). Only a trigger: the backend checks signature and token, then asks
 * the provider for the payment's state. 401 bad signature, 404 unknown/tampered path, 200 otherwise.
 * A backend without the payments capability (the operator's own system, which keeps the payment's
 * state) gives the site nothing to verify or record: 202, nothing stored, so the provider stops
 * sending it (README "Remote booking system: assumptions").
 */
export async function POST(request: Request, { params }: { params: Promise<{ data: string }> }) {
  const { data } = await params;
  let body: string;
  try {
    body = await readBodyText(request, MAX_PUSH_BYTES);
  } catch (error) {
    if (!(error instanceof RefusedRequest)) throw error;
    return Response.json(
      { ok: false, error: error.refusal.error },
      { status: error.refusal.status, headers: NO_STORE },
    );
  }
  const { payments } = await getApi();
  if (!payments) {
    const known = parsePaymentPath(safeDecode(data))?.kind === 'push';
    return Response.json(known ? { ok: true } : { ok: false, error: 'not_found' }, {
      status: known ? 202 : 404,
      headers: NO_STORE,
    });
  }
  const outcome = await payments.handlePush(safeDecode(data), { headers: request.headers, body });
  return Response.json(outcome.body, { status: outcome.status, headers: NO_STORE });
}

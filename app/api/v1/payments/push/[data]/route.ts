import { getApi } from '@/lib/api';
import { safeDecode } from '@/lib/api/contract/site-paths';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The provider's notification (spec §2 /payment/push-{processId}-{token}-{paymentType}; proxy.ts
 * routes POSTs of that path here). Only a trigger: the backend checks signature and token, then asks
 * the provider for the payment's state. 401 bad signature, 404 unknown/tampered path (or a backend
 * that takes no payments here), 200 otherwise.
 */
export async function POST(request: Request, { params }: { params: Promise<{ data: string }> }) {
  const { data } = await params;
  const body = await request.text();
  if (body.length > 16_000) return Response.json({ ok: false, error: 'too_large' }, { status: 413 });
  const { payments } = await getApi();
  if (!payments) return Response.json({ ok: false, error: 'not_found' }, { status: 404, headers: NO_STORE });
  const outcome = await payments.handlePush(safeDecode(data), { headers: request.headers, body });
  return Response.json(outcome.body, { status: outcome.status, headers: NO_STORE });
}

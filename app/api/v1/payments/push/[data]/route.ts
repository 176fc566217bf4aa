import { handlePush } from '@/lib/engine/payments/confirm';
import { paymentContext } from '@/lib/engine/payments/runtime';
import { safeDecode } from '@/lib/engine/payments/return-path';

export const dynamic = 'force-dynamic';

/**
 * The provider's notification (spec §2 /payment/push-{processId}-{token}-{paymentType}; proxy.ts
 * routes POSTs of that path here). Only a trigger: the handler checks signature and token, then asks
 * the provider for the payment's state. 401 bad signature, 404 unknown/tampered path, 200 otherwise.
 */
export async function POST(request: Request, { params }: { params: Promise<{ data: string }> }) {
  const { data } = await params;
  const body = await request.text();
  if (body.length > 16_000) return Response.json({ ok: false, error: 'too_large' }, { status: 413 });
  const outcome = await handlePush(await paymentContext(), safeDecode(data), { headers: request.headers, body });
  return Response.json(outcome.body, { status: outcome.status, headers: { 'cache-control': 'no-store' } });
}

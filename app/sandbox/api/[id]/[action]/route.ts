import { z } from 'zod';
import {
  cancelCheckout,
  confirmSecondStep,
  payByCard,
  payBySepa,
  sofortLogin,
  type SandboxResult,
} from '@/lib/payments-sandbox/checkout';
import { sandboxServer } from '@/lib/payments-sandbox/server';
import { MAX_BODY_BYTES, readBodyText, RefusedRequest } from '@/lib/http/boundary';
import { unsafeTextPath } from '@/lib/http/input';

const card = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
  holder: z.string().max(200),
});
const confirm = z.object({ approve: z.boolean(), tan: z.string().max(10).optional() });
const sepa = z.object({ holder: z.string().max(200), iban: z.string().max(50), mandate: z.boolean() });
const sofortLoginBody = z.object({ bank: z.string().max(100), user: z.string().max(100), pin: z.string().max(10) });

const answer = (result: SandboxResult) =>
  Response.json(result, { status: result.kind === 'not_found' ? 404 : 200, headers: { 'cache-control': 'no-store' } });
const invalidInput = () => Response.json({ kind: 'invalid', problems: ['input'] }, { status: 400 });

/**
 * The sandbox provider's own API, called by its checkout page in the payment frame:
 * card | confirm | sepa | sofort-login | cancel. Answers { kind: 'redirect', url } (the frame goes
 * there), { kind: 'confirm' } (second step), { kind: 'invalid', problems } or 404.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; action: string }> }) {
  const { id, action } = await params;
  let json: unknown;
  try {
    json = JSON.parse((await readBodyText(request, MAX_BODY_BYTES)) || '{}');
  } catch (error) {
    if (error instanceof RefusedRequest) return Response.json({ kind: 'invalid' }, { status: error.refusal.status });
    json = {};
  }
  if (unsafeTextPath([id, json]) !== null) return invalidInput();
  const deps = await sandboxServer();
  switch (action) {
    case 'card': {
      const input = card.safeParse(json);
      return input.success ? answer(await payByCard(deps, id, input.data)) : invalidInput();
    }
    case 'confirm': {
      const input = confirm.safeParse(json);
      return input.success ? answer(await confirmSecondStep(deps, id, input.data)) : invalidInput();
    }
    case 'sepa': {
      const input = sepa.safeParse(json);
      return input.success ? answer(await payBySepa(deps, id, input.data)) : invalidInput();
    }
    case 'sofort-login': {
      const input = sofortLoginBody.safeParse(json);
      return input.success ? answer(await sofortLogin(deps, id, input.data)) : invalidInput();
    }
    case 'cancel':
      return answer(await cancelCheckout(deps, id));
    default:
      return Response.json({ kind: 'not_found' }, { status: 404 });
  }
}

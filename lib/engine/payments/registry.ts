/** The configured payment provider (PAYMENT_PROVIDER; the built-in sandbox is the default). */
import { env } from '../../config/env';
import type { PaymentContext, PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

export function getProvider(ctx: PaymentContext): PaymentProvider {
  if (ctx.provider) return ctx.provider;
  switch (env().PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider({ db: ctx.db, now: ctx.now });
  }
}

/** The payment context of the running app: the process-wide database, the real clock, SITE_URL. */
import { getDb } from '../../db/client';
import { env } from '../../config/env';
import type { PaymentContext } from './provider';

export async function paymentContext(): Promise<PaymentContext> {
  return { db: await getDb(), now: () => new Date(), siteUrl: env().SITE_URL };
}

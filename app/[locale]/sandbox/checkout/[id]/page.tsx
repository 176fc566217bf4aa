import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import { getSandboxPayment } from '@/lib/payments-sandbox/checkout';
import { sandboxServer } from '@/lib/payments-sandbox/server';
import { operatorDetails } from '@/lib/pdf/operator';
import { SandboxCheckout } from '@/components/payment/sandbox/SandboxCheckout';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sandbox');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The sandbox provider's checkout page (iframe_url of POST {payments}), shown in the payment dialog's frame. */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ id: string }> }) {
  await perRequest();
  const { id } = await params;
  const payment = await getSandboxPayment((await sandboxServer()).db, id);
  if (!payment) notFound();
  // A finished payment sends the frame back to the site, as the provider did at the time.
  if (payment.status === 'succeeded' || payment.status === 'refunded') redirect(payment.urlSuccess);
  if (payment.status === 'declined') redirect(payment.urlFailure);
  const type = payment.paymentType === 'debit' || payment.paymentType === 'sofort' ? payment.paymentType : 'creditcard';
  return (
    <SandboxCheckout
      id={payment.id}
      paymentType={type}
      amount={formatPrice(payment.amountCents, await getLocale())}
      merchant={operatorDetails().name}
      purpose={payment.purpose}
      confirming={payment.status === 'pending_confirmation'}
    />
  );
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { ButtonLink } from '@/components/ui/Button';
import { FrameNotifier } from '@/components/payment/FrameNotifier';
import { PayButton } from '@/components/payment/PayButton';
import { PaymentResult } from '@/components/payment/PaymentResult';
import { handleReturn } from '@/lib/engine/payments/confirm';
import { paymentContext } from '@/lib/engine/payments/runtime';
import { isOnlinePaymentType, manageBookingPath, safeDecode } from '@/lib/engine/payments/return-path';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentReturn');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Payment return (spec §2): /payment/success-…, /payment/failed-… (and push-… opened in a browser).
 * The screen shows what the server knows after asking the provider, never what the URL claims.
 * Inside the payment dialog's frame it renders content only and tells the dialog it is done.
 */
export default async function PaymentReturnPage({ params }: { params: Promise<{ data: string }> }) {
  const { data } = await params;
  const outcome = await handleReturn(await paymentContext(), safeDecode(data));
  if (!outcome) notFound();
  const { booking, kind } = outcome;
  // A checkout the visitor left ("failed" return) is not completed, even while the provider still calls it open.
  const view = kind === 'failed' && outcome.view === 'pending' ? 'failed' : outcome.view;
  const inFrame = (await headers()).get('sec-fetch-dest') === 'iframe';
  const t = await getTranslations('paymentReturn');
  const canPay = view === 'failed' || view === 'open';

  return (
    <SiteFrame variant={inFrame ? 'frame' : 'payment'} width="form">
      <FrameNotifier processNumber={booking.processNumber} />
      <PaymentResult view={view} processNumber={booking.processNumber}>
        {inFrame ? null : (
          <>
            {canPay && isOnlinePaymentType(booking.paymentType) ? (
              <PayButton
                processNumber={booking.processNumber}
                token={booking.token}
                paymentType={booking.paymentType}
              />
            ) : null}
            <ButtonLink
              href={manageBookingPath(booking.processNumber, booking.token)}
              variant="outline"
              prefetch={false}
            >
              {t('viewBooking')}
            </ButtonLink>
          </>
        )}
      </PaymentResult>
    </SiteFrame>
  );
}

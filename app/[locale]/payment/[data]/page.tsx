import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { FrameNotifier } from '@/components/payment/FrameNotifier';
import { PayButton } from '@/components/payment/PayButton';
import { PaymentResult, unverifiedView } from '@/components/payment/PaymentResult';
import { getApi } from '@/lib/api';
import { isOnlinePaymentType, manageBookingPath, parsePaymentPath, safeDecode } from '@/lib/api/contract/site-paths';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentReturn');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Payment return (spec §2): /payment/success-…, /payment/failed-… (and push-… opened in a browser).
 * The screen shows what the server knows after asking the provider, never what the URL claims.
 * Inside the payment dialog's frame it renders content only and tells the dialog it is done.
 * A backend without the payments capability (the operator's own system) cannot tell this site
 * whether a payment arrived, nor which booking the path names: the neutral thank-you screen then,
 * 'not completed' for a failed return, never 'payment received' (README "Remote booking system").
 */
export default async function PaymentReturnPage({ params }: { params: Promise<{ data: string }> }) {
  await perRequest();
  const { data } = await params;
  const api = await getApi();
  const inFrame = (await headers()).get('sec-fetch-dest') === 'iframe';
  if (!api.payments) {
    const path = parsePaymentPath(safeDecode(data));
    if (!path) notFound();
    return (
      <SiteFrame variant={inFrame ? 'frame' : 'payment'} width="form">
        <FrameNotifier kind={path.kind} />
        <PaymentResult view={unverifiedView(path.kind)} />
      </SiteFrame>
    );
  }
  const outcome = await api.payments.handleReturn(safeDecode(data));
  if (!outcome) notFound();
  const { kind, processNumber, token, paymentType } = outcome;
  // A checkout the visitor left ("failed" return) is not completed, even while the provider still calls it open.
  const view = kind === 'failed' && outcome.paymentState === 'pending' ? 'failed' : outcome.paymentState;
  const t = await getTranslations('paymentReturn');
  const canPay = view === 'failed' || view === 'open';

  return (
    <SiteFrame variant={inFrame ? 'frame' : 'payment'} width="form">
      <FrameNotifier kind={kind} processNumber={processNumber} />
      <PaymentResult view={view} processNumber={processNumber}>
        {inFrame ? null : (
          <>
            {canPay && isOnlinePaymentType(paymentType) ? (
              <PayButton processNumber={processNumber} token={token} paymentType={paymentType} />
            ) : null}
            {api.bookings ? (
              <ButtonLink href={manageBookingPath(processNumber, token)} variant="outline" prefetch={false}>
                {t('viewBooking')}
              </ButtonLink>
            ) : null}
          </>
        )}
      </PaymentResult>
    </SiteFrame>
  );
}

'use client';
/** 'Zahlung ausführen': opens the payment dialog; closing it refreshes the page so it shows the new state. */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/hydration';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';

export function PayButton({
  processNumber,
  token,
  paymentType,
}: Pick<PaymentDialogProps, 'processNumber' | 'token' | 'paymentType'>) {
  const t = useTranslations('paymentReturn');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Enabled once hydrated: before that a click could not open the dialog.
  const ready = useHydrated();
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!ready}>
        {t('pay')}
      </Button>
      <PaymentDialog
        processNumber={processNumber}
        token={token}
        paymentType={paymentType}
        open={open}
        onClose={() => {
          setOpen(false);
          router.refresh();
        }}
      />
    </>
  );
}

/**
 * The payment dialog (spec §2): it starts the payment on the server with what page 3 holds (for the
 * operator's own system the sealed payment request of the save), embeds the iframe_url, and when the
 * return page in its frame reports back shows the state the server knows; a server that cannot tell
 * (no payments capability) gets the neutral thank-you, never 'payment received'.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { PaymentDialog } from '@/components/payment/PaymentDialog';
import { currentPaymentView, startPayment } from '@/components/payment/actions';
import { PAYMENT_RETURN_MESSAGE } from '@/components/payment/messages';
import { renderDe } from './booking-fixtures';

const IFRAME_URL = 'https://pay.example/checkout/42';

beforeEach(() => {
  vi.mocked(startPayment).mockReset();
  vi.mocked(currentPaymentView).mockReset();
  vi.mocked(startPayment).mockResolvedValue({ ok: true, iframeUrl: IFRAME_URL });
});

function openDialog(ticket?: string) {
  renderDe(
    <PaymentDialog
      processNumber="OP-480001"
      token="tok"
      paymentType="creditcard"
      ticket={ticket}
      open
      onClose={() => undefined}
    />,
  );
}

/** The return page in the frame tells the dialog it is done. */
async function frameReturns(kind: 'success' | 'failed') {
  const frame = await screen.findByTitle('Zahlungsseite des Zahlungsanbieters');
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PAYMENT_RETURN_MESSAGE, kind },
        source: (frame as HTMLIFrameElement).contentWindow,
      }),
    );
  });
}

describe('payment dialog', () => {
  it('starts the payment with the sealed request of the save and embeds the iframe_url it answers', async () => {
    openDialog('sealed.request');

    expect(await screen.findByTitle('Zahlungsseite des Zahlungsanbieters')).toHaveAttribute('src', IFRAME_URL);
    expect(startPayment).toHaveBeenCalledWith({
      processNumber: 'OP-480001',
      token: 'tok',
      paymentType: 'creditcard',
      ticket: 'sealed.request',
    });
  });

  it('shows the neutral thank-you after the provider when the server cannot tell whether the payment arrived', async () => {
    vi.mocked(currentPaymentView).mockResolvedValue('unknown');
    openDialog('sealed.request');

    await frameReturns('success');

    expect(await screen.findByRole('heading', { name: 'Vielen Dank' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zahlung erhalten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zahlung ausführen' })).toBeNull();
  });

  it('offers another attempt after a failed return the server cannot verify, starting a fresh payment', async () => {
    vi.mocked(currentPaymentView).mockResolvedValue('unknown');
    openDialog('sealed.request');
    await frameReturns('failed');

    const retry = await screen.findByRole('button', { name: 'Zahlung ausführen' });
    expect(screen.getByRole('heading', { name: 'Zahlung nicht abgeschlossen' })).toBeInTheDocument();
    await act(async () => retry.click());

    await waitFor(() => expect(startPayment).toHaveBeenCalledTimes(2));
    expect(await screen.findByTitle('Zahlungsseite des Zahlungsanbieters')).toBeInTheDocument();
  });

  it("shows 'Zahlung erhalten' only when the server says the payment arrived", async () => {
    vi.mocked(currentPaymentView).mockResolvedValue('paid');
    openDialog();

    await frameReturns('success');

    expect(await screen.findByRole('heading', { name: 'Zahlung erhalten' })).toBeInTheDocument();
    expect(startPayment).toHaveBeenCalledWith({ processNumber: 'OP-480001', token: 'tok', paymentType: 'creditcard' });
  });
});

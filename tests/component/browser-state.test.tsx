/**
 * Parts that show what only the browser knows (localStorage, sessionStorage, a checkout started on
 * opening): rendered from it, and started again when the visitor asks again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import de from '@/messages/de.json';
import { DRIVER_ID_KEY, DriverIdForm } from '@/components/content/DriverIdForm';
import { TestimonialsError } from '@/components/layout/TestimonialsError';
import { PaymentDialog } from '@/components/payment/PaymentDialog';
import { startPayment } from '@/components/payment/actions';

const intl = (ui: ReactNode) => (
  <NextIntlClientProvider locale="de" messages={de}>
    {ui}
  </NextIntlClientProvider>
);

describe('driver id of this device (minibus app)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the stored id in the text and the field', () => {
    window.localStorage.setItem(DRIVER_ID_KEY, 'F-17');
    render(intl(<DriverIdForm />));
    expect(screen.getByText('Auf diesem Gerät eingestellt: F-17')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fahrer-ID' })).toHaveValue('F-17');
  });

  it('stores a new id, and clears it again', async () => {
    const user = userEvent.setup();
    render(intl(<DriverIdForm />));
    expect(screen.getByText('Auf diesem Gerät ist noch keine Fahrer-ID eingestellt.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Fahrer-ID' }), ' B-4 ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(window.localStorage.getItem(DRIVER_ID_KEY)).toBe('B-4');
    expect(screen.getByText('Auf diesem Gerät eingestellt: B-4')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Fahrer-ID wurde gespeichert.');
    await user.click(screen.getByRole('button', { name: 'Fahrer-ID entfernen' }));
    expect(window.localStorage.getItem(DRIVER_ID_KEY)).toBeNull();
    expect(screen.getByText('Auf diesem Gerät ist noch keine Fahrer-ID eingestellt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fahrer-ID' })).toHaveValue('');
  });
});

describe('testimonials failed to load (spec §8: the red dialog once per browser session)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the dialog on the first page, not again on the next one', async () => {
    const first = render(intl(<TestimonialsError />));
    expect(await screen.findByRole('dialog', { name: 'Fehler' })).toBeInTheDocument();
    first.unmount();
    render(intl(<TestimonialsError />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be closed', async () => {
    const user = userEvent.setup();
    render(intl(<TestimonialsError />));
    const dialog = await screen.findByRole('dialog', { name: 'Fehler' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('payment dialog (spec §2)', () => {
  it('starts a new checkout each time it is opened, showing the loading state first', async () => {
    const prepare = vi.mocked(startPayment);
    prepare.mockClear();
    let answer: (value: Awaited<ReturnType<typeof startPayment>>) => void = () => {};
    prepare.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const dialog = (open: boolean) =>
      intl(<PaymentDialog processNumber="AX-1" token="t" paymentType="creditcard" open={open} onClose={() => {}} />);
    const { rerender } = render(dialog(true));
    expect(screen.getByText('Die Zahlungsseite wird geladen …')).toBeInTheDocument();
    answer({ ok: false, reason: 'cancelled' });
    expect(await screen.findByText('Diese Buchung ist storniert. Eine Zahlung ist nicht mehr möglich.')).toBeVisible();
    rerender(dialog(false));
    rerender(dialog(true));
    expect(screen.getByText('Die Zahlungsseite wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText(/Diese Buchung ist storniert/)).toBeNull();
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});

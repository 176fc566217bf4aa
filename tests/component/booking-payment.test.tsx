import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { BookingApp } from '@/components/booking/BookingApp';
import type { PaymentDialogProps } from '@/components/payment/PaymentDialog';
import {
  checkOk,
  COACH_BACK,
  COACH_OUT,
  completeValues,
  dayTripServices,
  daysFromToday,
  journey,
  renderDe,
  ok,
  seatPlan,
  server,
  serveTrip,
  storeForm,
} from './booking-fixtures';
import { reshapeSave } from '@/lib/api/reshape';

// The payment dialog is another part's component: here it only has to be mounted with the booking.
const dialogProps = vi.hoisted(() => ({ current: undefined as PaymentDialogProps | undefined }));
vi.mock('@/components/payment/PaymentDialog', () => ({
  PaymentDialog: (props: PaymentDialogProps) => {
    dialogProps.current = props;
    return props.open ? <div role="dialog" aria-label="Zahlung" /> : null;
  },
}));

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
beforeEach(() => {
  window.sessionStorage.clear();
  dialogProps.current = undefined;
  serveTrip(dayTripServices, () => [
    seatPlan(COACH_OUT, { proposed: [1, 2] }),
    seatPlan(COACH_BACK, { proposed: [1, 2] }),
  ]);
  server.checkBooking.mockImplementation(async () =>
    ok(
      checkOk({
        zahlungsbedingungen: {
          anzahlung: { betrag: '98,00', termin: '01.12.2026' },
          restzahlung: { betrag: '0,00', termin: null },
        },
      }),
    ),
  );
  server.saveBooking.mockImplementation(async () =>
    ok(
      reshapeSave({
        ergebnis: {
          satz: { attr: { typ: 'BUCHUNG' }, text: 'Vielen Dank für Ihre Buchung!' },
          buchung: {
            status: 'erfolgt',
            vorgang: 'AX-2026-000123',
            token: 'secret-token',
            bestaetigungpdf: '/api/v1/booking/bestaetigung/AX-2026-000123?token=secret-token',
            email: 'anna@example.com',
          },
        },
        booking: { vorgang: 'AX-2026-000123', token: 'secret-token' },
      }),
    ),
  );
});

/** Opens the payment step (step 8) of a form filled up to there. */
async function paymentStep(daysAhead: number) {
  const trip = journey({ dateFrom: daysFromToday(daysAhead), dateTill: daysFromToday(daysAhead) });
  storeForm(trip.id, completeValues({ payment: '' as never }), 7);
  renderDe(<BookingApp journey={trip} />);
  return within(await screen.findByRole('group', { name: 'Zahlungsart' }));
}

describe('payment methods (spec §5, §9)', () => {
  it('offers invoice when the trip starts more than 14 days away, with the labels of the specification', async () => {
    const step = await paymentStep(15);
    expect(step.getAllByRole('radio').map((r) => r.closest('label')?.querySelector('span span')?.textContent)).toEqual([
      'Rechnung',
      'Lastschrift',
      'Kreditkarte',
      'Sofortüberweisung',
    ]);
  });

  it('offers no invoice when the trip starts in 14 days, and says why', async () => {
    const step = await paymentStep(14);
    expect(step.queryByRole('radio', { name: /^Rechnung/ })).toBeNull();
    expect(step.getAllByRole('radio')).toHaveLength(3);
    expect(
      step.getByText(
        'Die Zahlung auf Rechnung ist nur möglich, wenn die Reise mehr als 14 Tage in der Zukunft beginnt.',
      ),
    ).toBeInTheDocument();
  });

  it('lets the visitor go on only after choosing a payment method', async () => {
    const user = userEvent.setup();
    const step = await paymentStep(30);
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Übersicht/ })).toBeDisabled();
    await user.click(step.getByRole('radio', { name: /^Kreditkarte/ }));
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('aria-disabled', 'false');
  });
});

async function book(payment: 'bill' | 'creditcard', paymentWindowHours?: number) {
  const user = userEvent.setup();
  const trip = journey();
  storeForm(trip.id, completeValues({ payment }), 8);
  renderDe(<BookingApp journey={trip} paymentWindowHours={paymentWindowHours} />);
  await user.click(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' }));
  await user.click(await screen.findByRole('checkbox', { name: /Reisebedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
  await screen.findByRole('heading', { name: 'Buchung abgeschlossen' });
  await screen.findByTestId('process-number');
  return user;
}

describe("page 3 'Buchung abgeschlossen' (spec §2, §8)", () => {
  it('thanks the booker, shows e-mail, process number and the PDF, and for invoice the transfer details', async () => {
    await book('bill');
    expect(
      screen.getByText('Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('process-number')).toHaveTextContent('AX-2026-000123');
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buchungsbestätigung als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/api/v1/booking/bestaetigung/AX-2026-000123?token=secret-token',
    );
    const transfer = screen.getByRole('heading', { name: 'Zahlung per Überweisung' }).parentElement!;
    expect(transfer).toHaveTextContent('Bitte überweisen Sie 98,00 € bis zum 01.12.2026 auf folgendes Konto:');
    expect(transfer).toHaveTextContent('IBANDE89 3704 0044 0532 0130 00');
    expect(transfer).toHaveTextContent('VerwendungszweckAX-2026-000123');
    expect(screen.queryByRole('button', { name: 'Zahlung ausführen' })).toBeNull();
    // The finished booking leaves nothing behind for the next one.
    expect(window.sessionStorage.getItem(`booking:${journey().id}`)).toBeNull();
  });

  it('closes the window of an invoice booking by going to the home page', async () => {
    const user = await book('bill');
    await user.click(screen.getByRole('button', { name: 'Fenster schließen' }));
    expect(useRouter().push).toHaveBeenCalledWith('/');
  });

  it("offers 'Zahlung ausführen' for other payments, opening the payment dialog with the booking", async () => {
    const user = await book('creditcard');
    expect(screen.queryByRole('heading', { name: 'Zahlung per Überweisung' })).toBeNull();
    expect(dialogProps.current).toMatchObject({
      processNumber: 'AX-2026-000123',
      token: 'secret-token',
      paymentType: 'creditcard',
      open: false,
    });
    await user.click(screen.getByRole('button', { name: 'Zahlung ausführen' }));
    expect(screen.getByRole('dialog', { name: 'Zahlung' })).toBeInTheDocument();
    expect(dialogProps.current?.open).toBe(true);
    // Without a known payment window (e.g. a remote booking API) no deadline is promised.
    expect(screen.queryByText(/innerhalb von/)).toBeNull();
  });

  it('hands the payment request the save sealed (a booking system without payments of its own) to the dialog', async () => {
    const saved = await server.saveBooking.getMockImplementation()!({} as never);
    server.saveBooking.mockImplementation(async () =>
      saved.ok && saved.data.booking
        ? { ...saved, data: { ...saved.data, booking: { ...saved.data.booking, paymentTicket: 'sealed.request' } } }
        : saved,
    );
    await book('creditcard');
    expect(dialogProps.current).toMatchObject({ processNumber: 'AX-2026-000123', ticket: 'sealed.request' });
  });

  it('tells an online payer how long the booking waits for the payment', async () => {
    await book('creditcard', 24);
    expect(
      screen.getByText(
        'Bitte zahlen Sie 98,00 € innerhalb von 24 Stunden; ohne Zahlung wird die Buchung danach storniert und die Plätze werden wieder freigegeben.',
      ),
    ).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { BookingApp } from '@/components/booking/BookingApp';
import { currentPaymentView, startPayment } from '@/components/payment/actions';
import type { CheckInput } from '@/lib/site/booking';
import { resizeTravellers } from '@/lib/booking/form';
import type { StoredConfirmation } from '@/lib/booking/session';
import {
  checkOk,
  COACH_BACK,
  COACH_OUT,
  completeValues,
  journey,
  ok,
  renderDe,
  savedAnswer,
  seatPlan,
  server,
  serveTrip,
  storeForm,
} from './booking-fixtures';

/**
 * Issue 11 "Pages in history": the three pages are history entries (`?seite=2`, `?seite=3`); a reload
 * restores the page from sessionStorage (page 2 by checking again on the kept hold, page 3 from the
 * booking's token with the server's payment state); the traveller count never drops silently.
 */

const trip = journey();
const checks: CheckInput[] = [];
const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Five travellers, each with their own name. */
function fiveTravellers() {
  const values = resizeTravellers(completeValues(), 5);
  return {
    ...values,
    teilnehmer: values.teilnehmer.map((t, i) => ({
      ...t,
      salutation: 'Herr' as const,
      firstname: t.firstname || `Gast${i + 1}`,
      lastname: 'Berger',
      birthday: '01.01.1990',
      zustieg: 1,
    })),
  };
}

function serveCoaches(free: number) {
  serveTrip(
    [
      { ...COACH_OUT, free },
      { ...COACH_BACK, free },
    ],
    () => [seatPlan(COACH_OUT, { proposed: [1, 2] }), seatPlan(COACH_BACK, { proposed: [1, 2] })],
  );
  server.checkBooking.mockImplementation(async (input) => {
    checks.push(input);
    return ok(checkOk());
  });
}

/** A reload of the booking page at this address. */
function reloadAt(search: string) {
  window.history.replaceState(null, '', `/reise/1001-skitag/buchung${search}`);
}

const travellerCount = () => screen.getByRole('combobox', { name: 'Anzahl Personen' });

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
beforeEach(() => serveCoaches(40));
afterEach(() => {
  checks.length = 0;
  vi.mocked(currentPaymentView).mockReset();
  vi.mocked(currentPaymentView).mockResolvedValue(null);
});

describe('the pages in the history (issue 11)', () => {
  it('puts page 2 into the address; Back shows page 1 with the input, Forward checks again on the same hold', async () => {
    const user = userEvent.setup();
    reloadAt('');
    storeForm(trip.id, completeValues(), 8);
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' }));
    await screen.findByRole('heading', { name: 'Preisübersicht' });
    expect(window.location.search).toBe('?seite=2');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('');
    await screen.findByRole('button', { name: 'Weiter und Daten prüfen' });
    expect(screen.getByRole('button', { name: /Alle Reisenden/ })).toHaveTextContent('Anna Berger, Lena Berger');

    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'Preisübersicht' });
    expect(checks).toHaveLength(2);
    expect(checks[1].reservierung).toBe('hold-1');
  });

  it('restores page 2 after a reload by checking the kept form again on the kept hold', async () => {
    reloadAt('?seite=2');
    storeForm(trip.id, completeValues(), 8);
    const stored = JSON.parse(window.sessionStorage.getItem(`booking:${trip.id}`)!);
    window.sessionStorage.setItem(
      `booking:${trip.id}`,
      JSON.stringify({ ...stored, hold: { id: 'hold-7', until: inFuture(10), travellers: 2 } }),
    );
    renderDe(<BookingApp journey={trip} />);
    await screen.findByRole('heading', { name: 'Preisübersicht' });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ reservierung: 'hold-7', form: { teilnehmer_count: 2 } });
    expect(screen.getByText('Lena Berger', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Ihre Plätze sind bis \d\d:\d\d Uhr für Sie reserviert/)).toBeInTheDocument();
    expect(window.location.search).toBe('?seite=2');
  });

  it('shows page 1 with the form kept when the check after a reload is not possible, and says why', async () => {
    reloadAt('?seite=2');
    storeForm(trip.id, completeValues(), 8);
    server.checkBooking.mockImplementation(async () =>
      ok(
        checkOk({
          satz: { attr: { typ: 'HINWEIS' }, text: 'Achtung – Der Sitzplatz 1 ist leider bereits vergeben.' },
          buchung: { status: 'nicht möglich' },
        }),
      ),
    );
    renderDe(<BookingApp journey={trip} />);
    const dialog = await screen.findByRole('dialog', { name: 'Achtung' });
    expect(dialog).toHaveTextContent('Der Sitzplatz 1 ist leider bereits vergeben');
    expect(window.location.search).toBe('');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Alle Reisenden/ })).toHaveTextContent('Anna Berger, Lena Berger');
  });

  it('restores page 3 from the booking kept after the save, with the payment state the server reads', async () => {
    const done: StoredConfirmation = {
      processNumber: 'AX-2026-000777',
      token: 'tok-777',
      email: 'anna@example.com',
      paymentType: 'creditcard',
      terms: { depositCents: 9800, depositDue: '2026-12-01', restCents: 0, restDue: null },
      totalCents: 9800,
    };
    window.sessionStorage.setItem(`booking:${trip.id}:done`, JSON.stringify(done));
    vi.mocked(currentPaymentView).mockResolvedValue('open');
    reloadAt('?seite=3');
    const first = renderDe(<BookingApp journey={trip} paymentWindowHours={24} />);
    expect(await screen.findByTestId('process-number')).toHaveTextContent('AX-2026-000777');
    expect(await screen.findByRole('button', { name: 'Zahlung ausführen' })).toBeInTheDocument();
    expect(screen.getByText(/Bitte zahlen Sie 98,00\s€ innerhalb von 24 Stunden/)).toBeInTheDocument();
    expect(currentPaymentView).toHaveBeenCalledWith({ processNumber: 'AX-2026-000777', token: 'tok-777' });
    first.unmount();

    vi.mocked(currentPaymentView).mockResolvedValue('paid');
    renderDe(<BookingApp journey={trip} paymentWindowHours={24} />);
    expect(await screen.findByTestId('payment-received')).toHaveTextContent('Zahlung erhalten');
    expect(screen.queryByRole('button', { name: 'Zahlung ausführen' })).toBeNull();
    expect(screen.queryByText(/Bitte zahlen Sie/)).toBeNull();
  });

  it('shows page 3 as paid once the payment dialog comes back paid', async () => {
    const user = userEvent.setup();
    reloadAt('');
    storeForm(trip.id, completeValues({ payment: 'creditcard' }), 8);
    server.saveBooking.mockImplementation(async () => ok(savedAnswer({ email: 'anna@example.com' })));
    vi.mocked(currentPaymentView).mockResolvedValue('open');
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' }));
    await user.click(await screen.findByRole('checkbox', { name: /Reisebedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    await user.click(await screen.findByRole('button', { name: 'Zahlung ausführen' }));
    expect(window.location.search).toBe('?seite=3');

    const dialog = await screen.findByTestId('payment-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));

    // The provider took the money meanwhile: the dialog learns it, and so does page 3.
    vi.mocked(startPayment).mockResolvedValueOnce({ ok: false, reason: 'paid' });
    vi.mocked(currentPaymentView).mockResolvedValue('paid');
    await user.click(await screen.findByRole('button', { name: 'Zahlung ausführen' }));
    await within(await screen.findByTestId('payment-dialog')).findByRole('heading', { name: 'Zahlung erhalten' });
    await user.click(within(screen.getByTestId('payment-dialog')).getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByTestId('payment-received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlung ausführen' })).toBeNull();
  });
});

describe('the traveller count never drops silently (issue 11)', () => {
  it('says when fewer places are left than the kept form has travellers, and reduces only when asked', async () => {
    const user = userEvent.setup();
    serveCoaches(3);
    reloadAt('');
    storeForm(trip.id, fiveTravellers(), 8);
    renderDe(<BookingApp journey={trip} />);
    const dialog = await screen.findByRole('dialog', { name: 'Weniger Plätze frei' });
    expect(dialog).toHaveTextContent(
      'Für diese Reise sind nur noch 3 Plätze frei, Ihr Formular enthält 5 Reisende. Wie möchten Sie fortfahren?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Auf 3 Reisende reduzieren' }));
    await user.click(screen.getByRole('button', { name: /Anzahl Reisende/ }));
    expect(travellerCount()).toHaveValue('3');
    const kept = JSON.parse(window.sessionStorage.getItem(`booking:${trip.id}`)!).values;
    expect(kept.teilnehmer.map((t: { firstname: string }) => t.firstname)).toEqual(['Anna', 'Lena', 'Gast3']);
  });

  it('asks before a smaller count deletes typed travellers: Cancel keeps everything, OK keeps the others and their seats (issue 27)', async () => {
    const user = userEvent.setup();
    reloadAt('');
    const seats = { hin: { idleistung: COACH_OUT.id, sitze: [11, 12, 13, 14, 15] } };
    storeForm(trip.id, { ...fiveTravellers(), busses: seats }, 8);
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: /Anzahl Reisende/ }));
    const stored = () => JSON.parse(window.sessionStorage.getItem(`booking:${trip.id}`)!).values;

    await user.selectOptions(travellerCount(), '3');
    let dialog = await screen.findByRole('dialog', { name: 'Achtung: Angaben gehen verloren' });
    expect(dialog).toHaveTextContent('Mit 3 Personen werden die Angaben zu');
    expect(dialog).toHaveTextContent(/Gast4 Berger.*Gast5 Berger/);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(travellerCount()).toHaveValue('5');
    expect(stored().teilnehmer).toHaveLength(5);
    expect(stored().busses.hin).toEqual(seats.hin);

    await user.selectOptions(travellerCount(), '3');
    dialog = await screen.findByRole('dialog', { name: 'Achtung: Angaben gehen verloren' });
    await user.click(within(dialog).getByRole('button', { name: 'Ändern' }));
    await waitFor(() => expect(travellerCount()).toHaveValue('3'));
    await waitFor(() => expect(stored().teilnehmer).toHaveLength(3));
    expect(stored().teilnehmer.map((t: { firstname: string }) => t.firstname)).toEqual(['Anna', 'Lena', 'Gast3']);
    expect(stored().busses.hin.sitze).toEqual([11, 12, 13]);
  });

  it('grows the count without asking: nothing is lost', async () => {
    const user = userEvent.setup();
    reloadAt('');
    storeForm(trip.id, fiveTravellers(), 8);
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: /Anzahl Reisende/ }));
    await user.selectOptions(travellerCount(), '6');
    await waitFor(() => expect(travellerCount()).toHaveValue('6'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the way back to the trip instead', async () => {
    const user = userEvent.setup();
    serveCoaches(3);
    reloadAt('');
    storeForm(trip.id, fiveTravellers(), 8);
    renderDe(<BookingApp journey={trip} />);
    const dialog = await screen.findByRole('dialog', { name: 'Weniger Plätze frei' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zur Reise' }));
    expect(useRouter().push).toHaveBeenCalledWith(trip.path);
    // Nothing was dropped.
    expect(JSON.parse(window.sessionStorage.getItem(`booking:${trip.id}`)!).values.teilnehmer_count).toBe(5);
  });

  it("counts the places of the visitor's own live hold as theirs", async () => {
    serveCoaches(3);
    reloadAt('');
    window.sessionStorage.setItem(
      `booking:${trip.id}`,
      JSON.stringify({ values: fiveTravellers(), step: 0, hold: { id: 'hold-5', until: inFuture(10), travellers: 5 } }),
    );
    renderDe(<BookingApp journey={trip} />);
    await waitFor(() => expect(travellerCount()).toHaveValue('5'));
    expect(screen.queryByRole('dialog', { name: 'Weniger Plätze frei' })).toBeNull();
    expect(within(travellerCount()).getAllByRole('option')).toHaveLength(5);
  });
});

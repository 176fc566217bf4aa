import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingApp } from '@/components/booking/BookingApp';
import type { CheckResult, SaveResult } from '@/lib/api/model';
import type { ActionResult } from '@/lib/booking/action-result';
import type { CheckInput, SaveInput } from '@/lib/site/booking';
import { reshapeSave } from '@/lib/api/reshape';
import {
  checkOk,
  COACH_BACK,
  COACH_OUT,
  completeValues,
  dayTripServices,
  journey,
  renderDe,
  renderIn,
  failed,
  ok,
  savedAnswer,
  seatPlan,
  server,
  serveTrip,
  storeForm,
} from './booking-fixtures';

const trip = journey();
const checks: CheckInput[] = [];
const saves: SaveInput[] = [];
let imports = 0;
let checkAnswer: () => Promise<ActionResult<CheckResult>> = async () => ok(checkOk());
let saveAnswer: () => Promise<ActionResult<SaveResult>> = async () => ok(saved);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const saved = savedAnswer({ email: 'anna@example.com' });
const hint = (text: string): ActionResult<CheckResult> =>
  ok(checkOk({ satz: { attr: { typ: 'HINWEIS' }, text }, buchung: { status: 'nicht möglich' } }));
/** A HINWEIS of the built-in engine: its German text, code and parameters (lib/booking/hints). */
const engineHint = (text: string, code: string, params: Record<string, string | number>) =>
  ok(checkOk({ satz: { attr: { typ: 'HINWEIS' }, text, code, params }, buchung: { status: 'nicht möglich' } }));
const saveHint = (text: string): ActionResult<SaveResult> =>
  ok(
    reshapeSave({
      ergebnis: { satz: { attr: { typ: 'HINWEIS' }, text }, buchung: { status: 'nicht möglich' } },
      booking: null,
    }),
  );

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
beforeEach(() => {
  window.sessionStorage.clear();
  serveTrip(dayTripServices, () => [
    seatPlan(COACH_OUT, { proposed: [1, 2] }),
    seatPlan(COACH_BACK, { proposed: [1, 2] }),
  ]);
  server.importProcesses.mockImplementation(async () => {
    imports++;
    return { ok: true };
  });
  server.checkBooking.mockImplementation(async (input) => {
    checks.push(input);
    return checkAnswer();
  });
  server.saveBooking.mockImplementation(async (input) => {
    saves.push(input);
    await delay(50);
    return saveAnswer();
  });
});
afterEach(() => {
  checks.length = 0;
  saves.length = 0;
  imports = 0;
  checkAnswer = async () => ok(checkOk());
  saveAnswer = async () => ok(saved);
  vi.restoreAllMocks();
});

async function submitPage1() {
  const user = userEvent.setup();
  storeForm(trip.id, completeValues(), 8);
  renderDe(<BookingApp journey={trip} />);
  await user.click(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' }));
  return user;
}

async function acceptConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /Reisebedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

describe('check and save (spec §4, §8)', () => {
  it('shows the busy overlay while the data are checked, then page 2 with the summary', async () => {
    // The answer waits until the overlay was seen: a fixed delay raced the test on a busy machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    checkAnswer = async () => {
      await answered;
      return ok(checkOk());
    };
    await submitPage1();
    expect(
      await screen.findByText('Bitte haben Sie einen Moment Geduld, Ihre Daten werden geprüft.'),
    ).toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { name: 'Preisübersicht' });
    expect(screen.queryByText(/Ihre Daten werden geprüft/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ihre Angaben' }).parentElement).toHaveTextContent('Frau Anna Berger');
    expect(screen.getByText('Lena Berger', { exact: false })).toBeInTheDocument();
    // A day trip asks only for terms and privacy.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Reisebedingungen (AGB)' })).toHaveAttribute('href', '/article/4-agbs');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/article/3-datenschutz',
    );
    await waitFor(() => expect(imports).toBe(1));
  });

  it('books once on a double click, sending form data only: trip, hold, consents and an idempotency key', async () => {
    const user = await submitPage1();
    await acceptConsents(user);
    await user.dblClick(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    await screen.findByRole('heading', { name: 'Buchung abgeschlossen' });
    expect(saves).toHaveLength(1);
    const [save] = saves;
    expect(save).toMatchObject({
      journeyId: trip.id,
      idreise: 'SKI-TEST',
      reservierung: 'hold-1',
      consents: { agb: true, datenschutz: true },
    });
    expect(save.idempotencyKey).toMatch(/.{8,}/);
    // The language and the mail texts are the server's to add, never the browser's.
    expect(Object.keys(save).sort()).toEqual([
      'consents',
      'form',
      'idempotencyKey',
      'idreise',
      'journeyId',
      'reservierung',
    ]);
    expect(save.form).toMatchObject({
      main: { firstname: 'Anna' },
      teilnehmer: [{ booking_person: true }, { booking_person: false }],
    });
    await waitFor(() => expect(imports).toBe(2));
  });

  it("shows the server's HINWEIS of the check in an 'Achtung' dialog and stays on page 1", async () => {
    checkAnswer = async () => hint('Der Sitzplatz 1 ist leider bereits vergeben.');
    const user = await submitPage1();
    const dialog = await screen.findByRole('dialog', { name: 'Achtung' });
    expect(dialog).toHaveTextContent('Der Sitzplatz 1 ist leider bereits vergeben.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('heading', { name: 'Preisübersicht' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Weiter und Daten prüfen' })).toBeInTheDocument();
    await waitFor(() => expect(imports).toBe(1));
  });

  it('shows a German visitor the engine’s hint exactly as its German text', async () => {
    checkAnswer = async () => engineHint('Der Sitzplatz 1 ist leider bereits vergeben.', 'seatTaken', { seat: 1 });
    await submitPage1();
    const dialog = await screen.findByRole('dialog', { name: 'Achtung' });
    expect(within(dialog).getByText('Der Sitzplatz 1 ist leider bereits vergeben.')).toBeInTheDocument();
  });

  it("says 'Die Onlinebuchung dieser Reise ist leider nicht möglich.' when the check answers another status", async () => {
    checkAnswer = async () =>
      ok(
        checkOk({
          satz: { attr: { typ: 'BUCHUNG' }, text: 'Diese Reise ist nicht mehr buchbar' },
          buchung: { status: 'nicht buchbar' },
        }),
      );
    await submitPage1();
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Die Onlinebuchung dieser Reise ist leider nicht möglich.',
    );
  });

  it('stops the save on a HINWEIS: the notice is shown, nothing is booked and the visitor stays on page 2', async () => {
    saveAnswer = async () => saveHint('Die Reservierung ist abgelaufen. Der Sitzplatz 2 ist leider bereits vergeben.');
    const user = await submitPage1();
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Der Sitzplatz 2 ist leider bereits vergeben.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(saves).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Buchung abgeschlossen' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Preisübersicht' })).toBeInTheDocument();
  });

  it("says 'Die Buchung war leider nicht erfolgreich.' (spec §8) when the save books nothing and gives no reason", async () => {
    saveAnswer = async () =>
      ok(
        reshapeSave({
          ergebnis: { satz: { attr: { typ: 'BUCHUNG' }, text: '' }, buchung: { status: 'nicht möglich' } },
          booking: null,
        }),
      );
    const user = await submitPage1();
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Die Buchung war leider nicht erfolgreich.',
    );
    expect(screen.queryByRole('heading', { name: 'Buchung abgeschlossen' })).toBeNull();
  });

  it('closes the overlay and tells the visitor when the booking system failed, keeping the input', async () => {
    checkAnswer = async () => failed();
    const user = await submitPage1();
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Leider ist bei der Übertragung ein Fehler aufgetreten.',
    );
    expect(screen.queryByText(/Ihre Daten werden geprüft/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('checkbox', { name: /Namen aller Reisenden/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Preisübersicht' })).toBeNull();
  });

  it('shows the server’s message for bad input and marks the field it names', async () => {
    checkAnswer = async () => ({
      ok: false,
      error: 'invalid',
      message: 'Bitte prüfen Sie Ihre Angaben. Die markierten Felder sind nicht korrekt ausgefüllt.',
      fields: [{ path: 'form.main.email', message: 'notice.email' }],
    });
    const user = await submitPage1();
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Bitte prüfen Sie Ihre Angaben. Die markierten Felder sind nicht korrekt ausgefüllt.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes the overlay and tells the visitor when the site cannot be reached, keeping the input', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = await submitPage1();
    expect(await screen.findByRole('dialog', { name: 'Achtung' })).toHaveTextContent(
      'Leider ist bei der Übertragung ein Fehler aufgetreten.',
    );
    expect(screen.queryByText(/Ihre Daten werden geprüft/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /Namen aller Reisenden/ })).toBeChecked();
  });

  it('goes back to page 1 with all input kept and renews the same hold on the next check', async () => {
    const user = await submitPage1();
    await user.click(await screen.findByRole('button', { name: '← Zurück' }));
    expect(screen.getByRole('checkbox', { name: /Namen aller Reisenden/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Anmelder/ }));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: /Übersicht/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter und Daten prüfen' }));
    await screen.findByRole('heading', { name: 'Preisübersicht' });
    expect(checks.map((c) => c.reservierung)).toEqual([undefined, 'hold-1']);
  });
});

describe('the seat hold (WCAG 2.2.1)', () => {
  it('shows until when the seats are held, warns two minutes before the end, and extends the hold', async () => {
    const soon = new Date(Date.now() + 90_000).toISOString();
    const later = new Date(Date.now() + 15 * 60_000);
    checkAnswer = async () => ok(checkOk({ reservierung: { id: 'hold-1', gueltig_bis: soon } }));
    const user = await submitPage1();
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/Ihre Reservierung läuft um \d\d:\d\d Uhr ab/);

    checkAnswer = async () => ok(checkOk({ reservierung: { id: 'hold-1', gueltig_bis: later.toISOString() } }));
    await user.click(screen.getByRole('button', { name: 'Reservierung verlängern' }));
    const hh = String(later.getHours()).padStart(2, '0');
    const mm = String(later.getMinutes()).padStart(2, '0');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Ihre Plätze sind bis ${hh}:${mm} Uhr für Sie reserviert.`),
    );
    expect(checks.at(-1)?.reservierung).toBe('hold-1');
  });

  it('says when the hold has run out (the save checks again)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      checkAnswer = async () =>
        ok(checkOk({ reservierung: { id: 'hold-1', gueltig_bis: new Date(Date.now() + 3_000).toISOString() } }));
      await submitPage1();
      await screen.findByRole('status');
      await act(async () => {
        vi.advanceTimersByTime(5_000);
      });
      expect(screen.getByRole('status')).toHaveTextContent(/Ihre Reservierung ist um \d\d:\d\d Uhr abgelaufen/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the form survives a reload (sessionStorage booking:{journeyId})', () => {
  it('restores the input and the reached step', async () => {
    const user = userEvent.setup();
    const first = renderDe(<BookingApp journey={trip} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Anzahl Personen' }), '3');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Zustieg für Person 1' }), '2');
    first.unmount();

    renderDe(<BookingApp journey={trip} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Zustiege/ })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(screen.getByRole('combobox', { name: 'Zustieg für Person 1' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: /Anzahl Reisende/ }));
    expect(screen.getByRole('combobox', { name: 'Anzahl Personen' })).toHaveValue('3');
    expect(JSON.parse(window.sessionStorage.getItem(`booking:${trip.id}`) ?? '{}').values.teilnehmer_count).toBe(3);
  });
});

describe('hints in the visitor’s language (English and Croatian)', () => {
  async function submitPage1In(locale: 'en' | 'hr', submit: string) {
    const user = userEvent.setup();
    storeForm(trip.id, completeValues(), 8);
    renderIn(locale, <BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: submit }));
    return user;
  }

  it("shows an English visitor the check's hint in English, in the 'Attention' dialog, and stays on page 1", async () => {
    checkAnswer = async () => engineHint('Leider ist nur noch 1 Platz frei.', 'seatsLeft', { free: 1 });
    const user = await submitPage1In('en', 'Continue and check details');
    const dialog = await screen.findByRole('dialog', { name: 'Attention' });
    expect(dialog).toHaveTextContent('Unfortunately only 1 seat is left.');
    expect(dialog).not.toHaveTextContent(/Leider|Platz/);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Continue and check details' })).toBeInTheDocument();
  });

  it("shows an English visitor the save's hint in English and books nothing", async () => {
    saveAnswer = async () =>
      ok(
        reshapeSave({
          ergebnis: {
            satz: {
              attr: { typ: 'HINWEIS' },
              text: 'Der Sitzplatz 2 ist leider bereits vergeben.',
              code: 'seatTaken',
              params: { seat: 2 },
            },
            buchung: { status: 'nicht möglich' },
          },
          booking: null,
        }),
      );
    const user = await submitPage1In('en', 'Continue and check details');
    await user.click(await screen.findByRole('checkbox', { name: /terms of travel/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Book now with obligation to pay' }));
    expect(await screen.findByRole('dialog', { name: 'Attention' })).toHaveTextContent(
      'Unfortunately seat 2 has already been taken.',
    );
    expect(saves).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Booking completed' })).toBeNull();
  });

  it("shows a Croatian visitor the check's hint in Croatian, in the 'Pozor' dialog", async () => {
    checkAnswer = async () => engineHint('Leider sind nur noch 2 Plätze frei.', 'seatsLeft', { free: 2 });
    await submitPage1In('hr', 'Dalje i provjera podataka');
    expect(await screen.findByRole('dialog', { name: 'Pozor' })).toHaveTextContent(
      'Nažalost, slobodna su još samo 2 mjesta.',
    );
  });

  it('shows an English visitor a hint without a code (an operator’s own system) as the server sent it', async () => {
    checkAnswer = async () => hint('Leider sind für diese Reise nicht mehr genügend Busplätze frei.');
    await submitPage1In('en', 'Continue and check details');
    expect(await screen.findByRole('dialog', { name: 'Attention' })).toHaveTextContent(
      'Leider sind für diese Reise nicht mehr genügend Busplätze frei.',
    );
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingApp } from '@/components/booking/BookingApp';
import type { TicketDate } from '@/lib/api/model';
import {
  PAYMENTS,
  checkOk,
  daysFromToday,
  insurance,
  journey,
  ok,
  renderDe,
  savedAnswer,
  server,
  serveTrip,
} from './booking-fixtures';

/**
 * The ticket variant of the booking form (spec §2, §5, §9) in the browser: page 1 with the match
 * date, the ticket count and the payment rules, the same validation as the trip form, and pages 2
 * and 3 shared with the trip variant.
 */
vi.mock('@/components/payment/PaymentDialog', () => ({ PaymentDialog: () => null }));

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

const NEAR: TicketDate = {
  id: 11,
  title: 'FC Heimstadt – SV Nahdorf',
  date: `${daysFromToday(10)}T15:30:00+01:00`,
  freeTickets: 13,
  prices: [{ name: 'Sitzplatz Kategorie 2', note: 'inkl. Busfahrt', priceCents: 8900 }],
};
const FAR: TicketDate = {
  id: 12,
  title: 'FC Heimstadt – TSV Fernau',
  date: `${daysFromToday(40)}T18:30:00+01:00`,
  freeTickets: 3,
  prices: [{ name: 'Sitzplatz Kategorie 1', note: 'inkl. Busfahrt und Getränk', priceCents: 10900 }],
};
const SOLD_OUT: TicketDate = { ...FAR, id: 13, title: 'FC Heimstadt – SC Vollhausen', freeTickets: 0 };

function renderTickets() {
  return renderDe(
    <BookingApp
      journey={journey({ id: 3001, title: 'Heimspiele', code: 'FCH', isDayTrip: false })}
      variant="ticket"
      ticketDates={[NEAR, FAR, SOLD_OUT]}
      initialPayments={PAYMENTS}
    />,
  );
}

const dateRadio = (title: string) =>
  within(screen.getByTestId('ticket-dates'))
    .getAllByRole('radio')
    .find((radio) => radio.closest('li')!.textContent!.includes(title))!;
const countOptions = () =>
  within(screen.getByRole('combobox', { name: /Anzahl Karten/ }))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Anrede/ }), 'Herr');
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'franz');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'kurve');
  await user.type(screen.getByRole('textbox', { name: /^Straße/ }), 'säbener straße');
  await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '51');
  await user.type(screen.getByRole('textbox', { name: /^PLZ/ }), '81547');
  await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'münchen');
  await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), '089 699310');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'franz@example.org');
}

describe('ticket form (spec §2 ticket variant)', () => {
  beforeEach(() => {
    serveTrip([], () => []);
  });

  it("labels the count '1 Karte', '2 Karten' and offers no more than the match has left, at most 10", async () => {
    const user = userEvent.setup();
    renderTickets();

    expect(countOptions()).toHaveLength(10);
    expect(countOptions().slice(0, 2)).toEqual(['1 Karte', '2 Karten']);
    await user.click(dateRadio(FAR.title));
    expect(countOptions()).toEqual(['1 Karte', '2 Karten', '3 Karten']);
    expect(screen.getByText('Für dieses Spiel sind nur noch 3 Karten frei.')).toBeInTheDocument();
    expect(dateRadio(SOLD_OUT.title)).toBeDisabled();
    // The 'inkl.' part is a note apart from the price name; the price with a decimal comma.
    const far = dateRadio(FAR.title).closest('li')!;
    expect(far.querySelector('small')).toHaveTextContent('inkl. Busfahrt und Getränk');
    expect(far).toHaveTextContent(/109,00\s€/);
  });

  it('offers invoice only more than 14 days before the match and never a subscription', async () => {
    const user = userEvent.setup();
    renderTickets();

    expect(screen.queryByRole('radio', { name: /Abonnement|subscription/i })).not.toBeInTheDocument();
    await user.click(dateRadio(FAR.title));
    await user.click(screen.getByRole('radio', { name: /^Rechnung/ }));
    // A match 10 days away: no invoice. The form asks before it drops the invoice chosen before (spec §8):
    // Cancel keeps the match and the payment, OK drops the payment.
    await user.click(dateRadio(NEAR.title));
    let dialog = await screen.findByRole('dialog', { name: 'Achtung: Angaben gehen verloren' });
    expect(dialog).toHaveTextContent('Die gewählte Zahlungsart ist für dieses Spiel nicht möglich');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(dateRadio(FAR.title)).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Rechnung/ })).toBeChecked();
    await user.click(dateRadio(NEAR.title));
    dialog = await screen.findByRole('dialog', { name: 'Achtung: Angaben gehen verloren' });
    await user.click(within(dialog).getByRole('button', { name: 'Ändern' }));
    await waitFor(() => expect(dateRadio(NEAR.title)).toBeChecked());
    expect(screen.queryByRole('radio', { name: /^Rechnung/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /^Kreditkarte/ })).toBeInTheDocument();
  });

  it('sends nothing while a field is missing, and says so at each field', async () => {
    const user = userEvent.setup();
    renderTickets();

    await user.click(screen.getByRole('button', { name: 'Weiter und Daten prüfen' }));

    expect(server.checkBooking).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).not.toHaveLength(0);
    expect(screen.getByRole('group', { name: /Spieltermin/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveAttribute('aria-invalid', 'true');
    // The contact person gives no birthday.
    expect(screen.queryByRole('textbox', { name: /Geburtsdatum/ })).not.toBeInTheDocument();
  });

  it('checks the ticket form, shows the match and the tickets on page 2 with optional insurance, and books', async () => {
    const user = userEvent.setup();
    server.checkBooking.mockImplementation(async () =>
      ok(checkOk({ gesamtpreis: '218,00', versicherungen: [insurance({ idbuspro: 7, bezeichnung: 'Ticketschutz' })] })),
    );
    server.saveBooking.mockImplementation(async () => ok(savedAnswer({ vorgang: 'AX-2026-000042' })));
    renderTickets();

    await user.click(dateRadio(FAR.title));
    await user.selectOptions(screen.getByRole('combobox', { name: /Anzahl Karten/ }), '2');
    expect(screen.getByTestId('ticket-subtotal')).toHaveTextContent(/2 Karten × 109,00\s€ = 218,00\s€/);
    await user.click(screen.getByRole('radio', { name: /^Rechnung/ }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Weiter und Daten prüfen' }));

    expect(server.checkBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        idreise: 'FCH',
        form: expect.objectContaining({
          variant: 'ticket',
          termin: FAR.id,
          teilnehmer_count: 2,
          payment: 'bill',
          main: expect.objectContaining({ firstname: 'Franz', lastname: 'Kurve', city: 'München' }),
        }),
      }),
    );
    expect(await screen.findByTestId('summary-tickets')).toHaveTextContent('2 Karten');
    expect(screen.getAllByText(FAR.title).length).toBeGreaterThan(0);
    // Optional for tickets: 'no insurance' is chosen to begin with; the consents are still required.
    expect(screen.getByRole('radio', { name: /keine Versicherung/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(server.saveBooking).not.toHaveBeenCalled();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));

    expect(server.saveBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        journeyId: 3001,
        form: expect.objectContaining({ variant: 'ticket', termin: FAR.id }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Buchung abgeschlossen' })).toBeInTheDocument();
    expect(await screen.findByTestId('process-number')).toHaveTextContent('AX-2026-000042');
  });
});

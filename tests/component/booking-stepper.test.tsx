import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingApp } from '@/components/booking/BookingApp';
import {
  BOARDING,
  COACH_BACK,
  COACH_OUT,
  dayTripServices,
  journey,
  renderDe,
  seatPlan,
  serveTrip,
} from './booking-fixtures';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  window.sessionStorage.clear();
  serveTrip(dayTripServices, (params) => {
    const proposed = Array.from({ length: Number(params.anzahl_personen) }, (_, i) => i + 1);
    return [seatPlan(COACH_OUT, { proposed }), seatPlan(COACH_BACK, { proposed })];
  });
});

const header = (name: RegExp) => screen.getByRole('button', { name });
const next = () => screen.getByRole('button', { name: 'Weiter' });

async function renderForm() {
  const user = userEvent.setup();
  renderDe(<BookingApp journey={journey()} />);
  await screen.findByRole('combobox', { name: 'Anzahl Personen' });
  return user;
}

describe('the nine-step stepper (spec §2, §4)', () => {
  it('shows all nine steps in order with only the first enabled at the start', async () => {
    await renderForm();
    const steps = within(screen.getByRole('list', { name: 'Buchungsschritte' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(steps.map((s) => s?.replace(/^\d|✓/, '').replace(/Schritt \d von 9: /, ''))).toEqual([
      expect.stringContaining('Anzahl Reisende'),
      expect.stringContaining('Zimmerbelegung'),
      expect.stringContaining('Zusatzleistungen'),
      expect.stringContaining('Zustiege'),
      expect.stringContaining('Sitzplatz'),
      expect.stringContaining('Anmelder'),
      expect.stringContaining('Alle Reisenden'),
      expect.stringContaining('Zahlungsart'),
      expect.stringContaining('Übersicht'),
    ]);
    expect(header(/Anzahl Reisende/)).toBeEnabled();
    for (const later of [
      /Zusatzleistungen/,
      /Zustiege/,
      /Sitzplatz/,
      /Anmelder/,
      /Alle Reisenden/,
      /Zahlungsart/,
      /Übersicht/,
    ]) {
      expect(header(later)).toBeDisabled();
    }
  });

  it('offers 1 to 10 people, 2 by default', async () => {
    await renderForm();
    const count = screen.getByRole('combobox', { name: 'Anzahl Personen' }) as HTMLSelectElement;
    expect(count.value).toBe('2');
    expect([...count.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('skips the room step of a day trip as not needed and goes on to the extras', async () => {
    const user = await renderForm();
    expect(header(/Zimmerbelegung/)).toHaveTextContent('Nicht erforderlich');
    await user.click(next());
    expect(header(/Zusatzleistungen/)).toHaveAttribute('aria-expanded', 'true');
    // the later steps' code loads on demand
    expect(
      await screen.findByText('Für diese Reise gibt es keine zusätzlich buchbaren Leistungen.'),
    ).toBeInTheDocument();
  });

  it('keeps the next step closed until the boarding points are chosen, and says what is missing', async () => {
    const user = await renderForm();
    await user.click(next());
    await user.click(next());
    expect(header(/Zustiege/)).toHaveAttribute('aria-expanded', 'true');
    // 'wird noch bekannt gegeben' is not offered
    const first = await screen.findByRole('combobox', { name: 'Zustieg für Person 1' });
    expect(within(first).queryByText(/Rosenheim/)).toBeNull();

    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(header(/Zustiege/)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/Sitzplatz/)).toBeDisabled();
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2);

    await user.selectOptions(first, String(BOARDING[1].id));
    await user.click(screen.getByRole('button', { name: 'Zustieg von Person 1 für alle übernehmen' }));
    expect(screen.getByRole('combobox', { name: 'Zustieg für Person 2' })).toHaveValue(String(BOARDING[1].id));
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    await user.click(next());
    expect(header(/Sitzplatz/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('validates the registrant step on next: the message shows at each empty field and the first is focused', async () => {
    const user = await renderForm();
    await user.click(next());
    await user.click(next());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zustieg für Person 1' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zustieg für Person 2' }), '1');
    await user.click(next());
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(4));
    await user.click(next());
    expect(header(/Anmelder/)).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'anna');
    await user.type(screen.getByRole('textbox', { name: 'Geburtsdatum' }), '31021990');
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveValue('31.02.1990');
    await user.click(next());

    const lastname = screen.getByRole('textbox', { name: 'Nachname' });
    await waitFor(() => expect(lastname).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAccessibleDescription(
      'Bitte tragen Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ, nicht in der Zukunft).',
    );
    expect(screen.getByRole('textbox', { name: 'Vorname' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveFocus());
    expect(header(/Alle Reisenden/)).toBeDisabled();
  });

  it('disables the later steps again when an earlier step becomes incomplete', async () => {
    const user = await renderForm();
    await user.click(next());
    await user.click(next());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zustieg für Person 1' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zustieg für Person 2' }), '1');
    await user.click(next());
    expect(header(/Sitzplatz/)).toBeEnabled();
    await user.click(header(/Anzahl Reisende/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anzahl Personen' }), '3');
    // the new traveller has no boarding point yet (the first traveller's is taken over)… and seats start over
    expect(header(/Sitzplatz/)).toBeEnabled();
    expect(header(/Anmelder/)).toBeDisabled();
  });
});

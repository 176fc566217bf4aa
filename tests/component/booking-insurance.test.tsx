import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingApp } from '@/components/booking/BookingApp';
import type { CheckInput, SaveInput } from '@/lib/site/booking';
import { isoToDe } from '@/lib/api/contract/encoding';
import {
  checkOk,
  COACH_BACK,
  COACH_OUT,
  completeValues,
  dayTripServices,
  daysFromToday,
  insurance,
  journey,
  renderDe,
  ok,
  savedAnswer,
  seatPlan,
  server,
  serveTrip,
  storeForm,
} from './booking-fixtures';

const trip = journey({ isDayTrip: false, dateFrom: daysFromToday(30), dateTill: daysFromToday(33) });

// Total 400,00 € for 2 travellers (200,00 € each).
const perPerson = insurance({
  idbuspro: 1,
  bezeichnung: 'Reiserücktritt Basis',
  preis: '12,00',
  reisepreisvon: '150,00',
  reisepreisbis: '250,00',
});
const total = insurance({
  idbuspro: 2,
  bezeichnung: 'Reiserücktritt Komfort',
  preis: '25,00',
  reisepreisvon: '300,00',
  reisepreisbis: '500,00',
});
const tooExpensive = insurance({
  idbuspro: 3,
  bezeichnung: 'Reiserücktritt Premium',
  reisepreisvon: '1000,00',
  reisepreisbis: '5000,00',
});
const bookingClosed = insurance({
  idbuspro: 4,
  bezeichnung: 'Winterschutz 2025',
  reisepreisbis: '5000,00',
  buchungdatumbis: isoToDe(daysFromToday(-1)),
});
const travelEndsEarly = insurance({
  idbuspro: 5,
  bezeichnung: 'Kurzschutz',
  reisepreisbis: '5000,00',
  reisedatumbis: isoToDe(daysFromToday(31)),
});
const OFFERS = [perPerson, total, tooExpensive, bookingClosed, travelEndsEarly];

const prices = (withInsurance: boolean) => ({
  preise: {
    preis: [
      {
        art: 'ERM' as const,
        unterart: null,
        bezeichnung: 'Skiwoche',
        anzahl: 2,
        preis: '200,00',
        gesamtpreis: '400,00',
        zuordnung: '1,2',
      },
      {
        art: 'SON' as const,
        unterart: 'TRA',
        bezeichnung: 'Zustieg München',
        anzahl: 2,
        preis: '0,00',
        gesamtpreis: '0,00',
        zuordnung: '1,2',
      },
      ...(withInsurance
        ? [
            {
              art: 'VER' as const,
              unterart: null,
              bezeichnung: 'Reiserücktritt Basis',
              anzahl: 2,
              preis: '12,00',
              gesamtpreis: '24,00',
              zuordnung: '1,2',
            },
          ]
        : []),
    ],
  },
  gesamtpreis: withInsurance ? '424,00' : '400,00',
  versicherungen: OFFERS,
});

const checks: CheckInput[] = [];
const saves: SaveInput[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
beforeEach(() => {
  window.sessionStorage.clear();
  checks.length = 0;
  saves.length = 0;
  serveTrip(dayTripServices, () => [
    seatPlan(COACH_OUT, { proposed: [1, 2] }),
    seatPlan(COACH_BACK, { proposed: [1, 2] }),
  ]);
  server.checkBooking.mockImplementation(async (input) => {
    checks.push(input);
    const form = input.form as { insurance?: number | null };
    return ok(checkOk(prices(Boolean(form.insurance))));
  });
  server.saveBooking.mockImplementation(async (input) => {
    saves.push(input);
    return ok(savedAnswer({ vorgang: 'AX-1', token: 't' }));
  });
});

async function toSummary() {
  const user = userEvent.setup();
  storeForm(trip.id, completeValues(), 8);
  renderDe(<BookingApp journey={trip} />);
  await user.click(await screen.findByRole('button', { name: 'Weiter und Daten prüfen' }));
  await screen.findByRole('heading', { name: 'Preisübersicht' });
  return user;
}

const offerGroup = () => screen.getByRole('group', { name: /Sichern Sie Ihre Reise ab/ });

describe('insurance on page 2 (spec §5)', () => {
  it('offers only insurances whose price band fits the total or the per-person price and whose windows fit', async () => {
    await toSummary();
    const offered = within(offerGroup())
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(offered).toEqual([
      expect.stringContaining('Reiserücktritt Basis'),
      expect.stringContaining('Reiserücktritt Komfort'),
      'Nein, ich möchte keine Versicherung abschließen.',
    ]);
  });

  it('runs the check again on the same hold when an insurance is chosen and shows the new prices', async () => {
    const user = await toSummary();
    const table = screen.getByRole('table');
    expect(within(table).queryByText('Zustieg München')).toBeNull(); // a '0,00' line is hidden
    expect(screen.getByTestId('total-price')).toHaveTextContent('400,00 €');

    await user.click(within(offerGroup()).getByRole('radio', { name: /Reiserücktritt Basis/ }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('424,00 €'));
    expect(within(table).getByRole('row', { name: /2 × Reiserücktritt Basis 12,00\s€ 24,00\s€/ })).toBeInTheDocument();
    const recheck = checks[1];
    expect(recheck.reservierung).toBe('hold-1');
    expect(recheck.form).toMatchObject({
      insurance: 1,
      insurance_all: true,
      teilnehmer: [{ insurance: 1 }, { insurance: 1 }],
    });

    // Back to none: checked again, without insurance.
    await user.click(within(offerGroup()).getByRole('radio', { name: /keine Versicherung/ }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('400,00 €'));
    expect(checks[2].form).toMatchObject({ insurance: null, insurance_all: false });
  });

  it('requires a choice, insurance or none, before booking', async () => {
    const user = await toSummary();
    await user.click(screen.getByRole('checkbox', { name: /Reisebedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('checkbox', { name: /Anhänge A und B/ }));
    await user.click(screen.getByRole('checkbox', { name: /Produktinformationen/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    expect(within(offerGroup()).getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await user.click(within(offerGroup()).getByRole('radio', { name: /keine Versicherung/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
    await screen.findByRole('heading', { name: 'Buchung abgeschlossen' });
    expect(saves).toHaveLength(1);
  });
});

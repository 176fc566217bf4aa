import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomAssignment } from '@/components/booking/RoomAssignment';
import { BookingApp } from '@/components/booking/BookingApp';
import type { RoomRow } from '@/lib/booking/rooms';
import {
  COACH_BACK,
  COACH_OUT,
  completeValues,
  DOUBLE,
  journey,
  multiDayServices,
  renderDe,
  seatPlan,
  serveTrip,
  SINGLE,
  SINGLE_SUPPLEMENT,
  storeForm,
} from './booking-fixtures';
import { roomPricePerPerson } from '@/lib/booking/rules';

const name = (i: number) => `Person ${i + 1}`;

function Rooms({ count, initial = [] }: { count: number; initial?: RoomRow[] }) {
  const [rows, setRows] = useState<RoomRow[]>(initial);
  return (
    <>
      <RoomAssignment
        roomTypes={[DOUBLE, SINGLE]}
        priceOf={(id) => roomPricePerPerson([DOUBLE, SINGLE, SINGLE_SUPPLEMENT], id)}
        count={count}
        value={rows}
        onChange={setRows}
        travellerName={name}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

const rows = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as RoomRow[];
const statusOf = (i: number) =>
  within(screen.getByRole('list', { name: 'Zuteilung der Personen' })).getAllByRole('listitem')[i];

describe('room occupancy (spec §4)', () => {
  it("lists every traveller as 'nicht zugewiesen' until assigned, then in their room", async () => {
    const user = userEvent.setup();
    renderDe(<Rooms count={3} />);
    expect(screen.getAllByText('nicht zugewiesen')).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Zimmerart' }), String(DOUBLE.id));
    await user.click(screen.getByRole('checkbox', { name: 'Person 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Person 3' }));
    await user.click(screen.getByRole('button', { name: 'Zimmer zuweisen' }));

    expect(rows()).toEqual([{ room: DOUBLE.id, teilnehmer: [0, 2], status: 1 }]);
    expect(statusOf(0)).toHaveTextContent('Zimmer 1: Doppelzimmer');
    expect(statusOf(1)).toHaveTextContent('nicht zugewiesen');
    expect(statusOf(2)).toHaveTextContent('Zimmer 1: Doppelzimmer');
  });

  it('names every room type with its price before the check: included, or its supplement per person', () => {
    renderDe(<Rooms count={2} />);
    const types = screen.getByRole('combobox', { name: 'Zimmerart' });
    expect(within(types).getByRole('option', { name: /^Doppelzimmer/ })).toHaveTextContent(
      'Doppelzimmer (im Reisepreis enthalten)',
    );
    expect(within(types).getByRole('option', { name: /^Einzelzimmer/ })).toHaveTextContent(
      /Einzelzimmer \(\+ 35,00\s€ p\. P\.\)/,
    );
  });

  it('offers a new row while travellers are unassigned, and none once everybody has a room', async () => {
    const user = userEvent.setup();
    renderDe(<Rooms count={2} initial={[{ room: SINGLE.id, teilnehmer: [0], status: 1 }]} />);
    expect(screen.getByRole('group', { name: 'Zimmer 2 hinzufügen' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zimmerart' }), String(SINGLE.id));
    await user.click(screen.getByRole('checkbox', { name: 'Person 2' }));
    await user.click(screen.getByRole('button', { name: 'Zimmer zuweisen' }));
    expect(screen.queryByRole('group', { name: /hinzufügen/ })).toBeNull();
    expect(screen.queryByText('nicht zugewiesen')).toBeNull();
  });

  it('removes an assignment: the traveller is unassigned again and an empty room disappears', async () => {
    const user = userEvent.setup();
    renderDe(<Rooms count={2} initial={[{ room: DOUBLE.id, teilnehmer: [0, 1], status: 1 }]} />);
    await user.click(within(statusOf(1)).getByRole('button', { name: 'Zuweisung entfernen (Person 2)' }));
    expect(rows()).toEqual([{ room: DOUBLE.id, teilnehmer: [0], status: 1 }]);
    expect(statusOf(1)).toHaveTextContent('nicht zugewiesen');
    // the half-empty double room can take the traveller back
    await user.click(screen.getByRole('button', { name: 'Person 2 in Zimmer 1' }));
    expect(rows()).toEqual([{ room: DOUBLE.id, teilnehmer: [0, 1], status: 1 }]);
    await user.click(within(statusOf(0)).getByRole('button', { name: /Zuweisung entfernen/ }));
    await user.click(within(statusOf(1)).getByRole('button', { name: /Zuweisung entfernen/ }));
    expect(rows()).toEqual([]);
  });

  it('opens no more rooms of a type than are free', async () => {
    renderDe(<Rooms count={3} initial={[{ room: DOUBLE.id, teilnehmer: [0, 1], status: 1 }]} />);
    const double = within(screen.getByRole('combobox', { name: 'Zimmerart' })).getByRole('option', {
      name: /^Doppelzimmer/,
    });
    expect(double).toBeDisabled();
    expect(double).toHaveTextContent('ausgebucht');
    expect(
      within(screen.getByRole('combobox', { name: 'Zimmerart' })).getByRole('option', { name: /^Einzelzimmer/ }),
    ).toBeEnabled();
  });

  it('fills a room no further than its maximum occupancy', async () => {
    const user = userEvent.setup();
    renderDe(<Rooms count={3} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zimmerart' }), String(SINGLE.id));
    await user.click(screen.getByRole('checkbox', { name: 'Person 1' }));
    expect(screen.getByRole('checkbox', { name: 'Person 2' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Person 3' })).toBeDisabled();
  });
});

describe('rooms and extras in the multi-day form (spec §4, §5)', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    serveTrip(multiDayServices, () => [
      seatPlan(COACH_OUT, { proposed: [1, 2] }),
      seatPlan(COACH_BACK, { proposed: [1, 2] }),
    ]);
  });

  it("adds the single-room supplement automatically, hides extras that are not 'Frei' and mirrors traveller 1's extras", async () => {
    const user = userEvent.setup();
    const trip = journey({ isDayTrip: false });
    // Back at the extras step, with traveller 2 in a single room.
    storeForm(
      trip.id,
      completeValues({
        teilnehmer_rooms: [
          { room: DOUBLE.id, teilnehmer: [0], status: 1 },
          { room: SINGLE.id, teilnehmer: [1], status: 1 },
        ],
      }),
      8,
    );
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: /Zusatzleistungen/ }));

    // the later steps' code loads on demand
    const automatic = (await screen.findByText('Wird automatisch berechnet (nicht wählbar):')).parentElement!;
    expect(automatic).toHaveTextContent('Aufpreis Einzelzimmer (35,00 €): Person 2: Lena Berger');
    expect(screen.queryByRole('checkbox', { name: /Aufpreis/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Skikurs/ })).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: 'Person 1: Anna Berger' })).getByRole('checkbox', { name: /Skipass/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Auswahl von Person 1: Anna Berger für alle übernehmen' }));
    expect(
      within(screen.getByRole('group', { name: 'Person 2: Lena Berger' })).getByRole('checkbox', { name: /Skipass/ }),
    ).toBeChecked();
  });

  it('keeps the extras step closed while a traveller has no room', async () => {
    const user = userEvent.setup();
    const trip = journey({ isDayTrip: false });
    renderDe(<BookingApp journey={trip} />);
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('button', { name: /Zimmerbelegung/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('button', { name: /Zusatzleistungen/ })).toBeDisabled();
  });
});

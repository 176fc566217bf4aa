import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SeatSelection } from '@/components/booking/SeatSelection';
import type { SeatPlan } from '@/lib/api/model';
import type { SeatWish } from '@/lib/booking/schema';
import type { TripFormValues } from '@/lib/booking/form';
import type { SeatPlanInput } from '@/lib/site/booking';
import { COACH_BACK, COACH_OUT, ok, renderDe, renderIn, seatPlan, server } from './booking-fixtures';

type Busses = NonNullable<TripFormValues['busses']>;

const requests: SeatPlanInput[] = [];
let answer: (params: SeatPlanInput) => SeatPlan[] = () => [];
beforeEach(() => {
  server.getSeatPlans.mockImplementation(async (params) => {
    requests.push(params);
    return ok({ plans: answer(params) });
  });
});
afterEach(() => {
  requests.length = 0;
});

/** The proposal: the first `count` seats not taken. */
function proposing(taken: number[] = [], rows = 4) {
  return (params: SeatPlanInput) => {
    const count = Number(params.anzahl_personen);
    const free = Array.from({ length: rows * 4 }, (_, i) => i + 1).filter((n) => !taken.includes(n));
    return [COACH_OUT, COACH_BACK].map((coach) => seatPlan(coach, { rows, taken, proposed: free.slice(0, count) }));
  };
}

function Seats({
  count,
  onValue,
  reservierung,
}: {
  count: number;
  onValue?: (busses: Busses) => void;
  reservierung?: string;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [busses, setBusses] = useState<Busses>({});
  const [wish, setWish] = useState<SeatWish>({
    wunsch_vornemittehinten: 'V',
    wunsch_linksrechts: 'L',
    wunsch_fenstergang: 'F',
  });
  return (
    <QueryClientProvider client={client}>
      <SeatSelection
        idreise="SKI-TEST"
        coaches={{ hin: COACH_OUT, rueck: COACH_BACK }}
        count={count}
        wish={wish}
        onWishChange={setWish}
        value={busses}
        onChange={(next) => {
          setBusses(next);
          onValue?.(next);
        }}
        holdId={reservierung}
      />
    </QueryClientProvider>
  );
}

const coach = (direction: 'Hinfahrt' | 'Rückfahrt') =>
  screen.getByRole('group', { name: new RegExp(`^${direction}:`) });
const seat = (direction: 'Hinfahrt' | 'Rückfahrt', n: number) =>
  within(coach(direction)).getByRole('button', { name: new RegExp(`^Sitz ${n},`) });
const pressed = (direction: 'Hinfahrt' | 'Rückfahrt') =>
  within(coach(direction))
    .getAllByRole('button', { pressed: true })
    .map((b) => Number(b.dataset.seat));

describe('seat selection (spec §3, §4, §8)', () => {
  it('selects the proposed seats of both coaches and labels every seat for screen readers', async () => {
    answer = proposing([3]);
    let last: Busses = {};
    renderDe(<Seats count={2} onValue={(b) => (last = b)} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    expect(pressed('Rückfahrt')).toEqual([1, 2]);
    expect(last).toEqual({
      hin: { idleistung: COACH_OUT.id, sitze: [1, 2] },
      rueck: { idleistung: COACH_BACK.id, sitze: [1, 2] },
    });
    expect(seat('Hinfahrt', 1)).toHaveAccessibleName('Sitz 1, Fenster, ausgewählt');
    expect(seat('Hinfahrt', 2)).toHaveAccessibleName('Sitz 2, Gang, ausgewählt');
    expect(seat('Hinfahrt', 3)).toHaveAccessibleName('Sitz 3, Gang, belegt');
    expect(seat('Hinfahrt', 4)).toHaveAccessibleName('Sitz 4, Fenster, frei');
    expect(requests[0]).toMatchObject({
      idreise: 'SKI-TEST',
      anzahl_personen: 2,
      idleistung_hin: COACH_OUT.id,
      idleistung_rueck: COACH_BACK.id,
    });
  });

  it('lets the visitor give a seat back and take another; a taken seat cannot be chosen', async () => {
    const user = userEvent.setup();
    answer = proposing([3]);
    let last: Busses = {};
    renderDe(<Seats count={2} onValue={(b) => (last = b)} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    await user.click(seat('Hinfahrt', 2));
    expect(seat('Hinfahrt', 2)).toHaveAttribute('aria-pressed', 'false');
    await user.click(seat('Hinfahrt', 3));
    expect(seat('Hinfahrt', 3)).toHaveAttribute('aria-pressed', 'false');
    expect(seat('Hinfahrt', 3)).toHaveAttribute('aria-disabled', 'true');
    await user.click(seat('Hinfahrt', 6));
    expect(pressed('Hinfahrt')).toEqual([1, 6]);
    expect(last.hin).toEqual({ idleistung: COACH_OUT.id, sitze: [1, 6] });
  });

  it('works by keyboard: one tab stop per coach, arrow keys move, space toggles', async () => {
    const user = userEvent.setup();
    answer = proposing();
    renderDe(<Seats count={1} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1]));
    expect(
      within(coach('Hinfahrt'))
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    seat('Hinfahrt', 1).focus();
    await user.keyboard('{ArrowRight}');
    expect(seat('Hinfahrt', 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seat('Hinfahrt', 6)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(seat('Hinfahrt', 1)).toHaveFocus();
    await user.keyboard(' ');
    expect(seat('Hinfahrt', 1)).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(pressed('Hinfahrt')).toEqual([5]);
  });

  it('says when the maximum number of places is reached instead of taking another seat', async () => {
    const user = userEvent.setup();
    answer = proposing();
    renderDe(<Seats count={2} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    await user.click(seat('Hinfahrt', 8));
    expect(pressed('Hinfahrt')).toEqual([1, 2]);
    expect(
      screen.getByText('Die maximale Anzahl an Plätzen ist erreicht (2). Geben Sie zuerst einen gewählten Sitz frei.'),
    ).toBeInTheDocument();
  });

  it('asks for the seat plan again when the traveller count grows, keeps the chosen seats and fills up from the new proposal (issue 27)', async () => {
    answer = (params) => {
      const proposed = params.anzahl_personen === 3 ? [10, 11, 12] : [1, 2];
      return [seatPlan(COACH_OUT, { proposed }), seatPlan(COACH_BACK, { proposed })];
    };
    const { rerender } = renderDe(<Seats count={2} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    rerender(<Seats count={3} />);
    await waitFor(() => expect(requests.map((r) => r.anzahl_personen)).toEqual([2, 3]));
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2, 10]));
    expect(pressed('Rückfahrt')).toEqual([1, 2, 10]);
  });

  it("keeps the visitor's own seats when a new answer still has them free, and clears the maximum note", async () => {
    const user = userEvent.setup();
    answer = proposing([3]);
    let last: Busses = {};
    const { rerender } = renderDe(<Seats count={2} onValue={(b) => (last = b)} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    await user.click(seat('Hinfahrt', 2));
    await user.click(seat('Hinfahrt', 6));
    await user.click(seat('Hinfahrt', 7));
    expect(screen.getByText(/Die maximale Anzahl an Plätzen ist erreicht/)).toBeInTheDocument();
    // Coming back from page 2 the plan is asked again with the hold: its answer proposes 1 and 2 again.
    rerender(<Seats count={2} onValue={(b) => (last = b)} reservierung="hold-1" />);
    await waitFor(() => expect(requests.map((r) => r.reservierung)).toEqual([undefined, 'hold-1']));
    await waitFor(() => expect(screen.queryByText(/Die maximale Anzahl an Plätzen ist erreicht/)).toBeNull());
    expect(pressed('Hinfahrt')).toEqual([1, 6]);
    expect(last.hin).toEqual({ idleistung: COACH_OUT.id, sitze: [1, 6] });
  });

  it('takes the proposal of a new answer in which a chosen seat is no longer free', async () => {
    const user = userEvent.setup();
    answer = proposing([3]);
    const { rerender } = renderDe(<Seats count={2} />);
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    await user.click(seat('Hinfahrt', 2));
    await user.click(seat('Hinfahrt', 6));
    answer = proposing([3, 6]);
    rerender(<Seats count={2} reservierung="hold-1" />);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(pressed('Hinfahrt')).toEqual([1, 2]));
    expect(seat('Hinfahrt', 6)).toHaveAccessibleName(/belegt/);
  });

  it('asks again with the new wishes', async () => {
    const user = userEvent.setup();
    answer = proposing();
    renderDe(<Seats count={1} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bereich im Bus' }), 'H');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].wunsch_vornemittehinten).toBe('H');
  });

  it('says when there are no more bus seats for the group', async () => {
    answer = () => [seatPlan(COACH_OUT, { rows: 1, taken: [1, 2, 3] }), seatPlan(COACH_BACK, { rows: 1 })];
    renderDe(<Seats count={2} />);
    expect(await screen.findByText('Leider sind im Bus keine Plätze mehr frei.')).toBeInTheDocument();
  });

  it('says when the group has to be split across buses', async () => {
    const second = { ...COACH_OUT, id: 503, name: 'Hinfahrt Bus 2' };
    answer = () => [
      seatPlan(COACH_OUT, { proposed: [16] }),
      seatPlan(second, { proposed: [1] }),
      seatPlan(COACH_BACK, { proposed: [1, 2] }),
    ];
    renderDe(<Seats count={2} />);
    expect(await screen.findByText('Ihre Gruppe muss leider auf mehrere Busse aufgeteilt werden.')).toBeInTheDocument();
  });
});

describe('seat plans without a seat list (a remote booking system need not send one)', () => {
  it('does not block: says the seats are assigned automatically, tells the form and sends no seat numbers', async () => {
    answer = () => [COACH_OUT, COACH_BACK].map((c) => ({ ...seatPlan(c), seats: [] }));
    const automatic: boolean[] = [];
    let last: Busses | undefined;
    function Automatic() {
      const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
      const [busses, setBusses] = useState<Busses>({
        hin: { idleistung: COACH_OUT.id, sitze: [7] },
      });
      return (
        <QueryClientProvider client={client}>
          <SeatSelection
            idreise="SKI-TEST"
            coaches={{ hin: COACH_OUT, rueck: COACH_BACK }}
            count={2}
            wish={{ wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' }}
            onWishChange={() => undefined}
            value={busses}
            onChange={(next) => {
              last = next;
              setBusses(next);
            }}
            onAutomatic={(value) => automatic.push(value)}
          />
        </QueryClientProvider>
      );
    }

    renderDe(<Automatic />);

    expect(await screen.findByText(/automatisch zugewiesen/)).toBeInTheDocument();
    expect(automatic.at(-1)).toBe(true);
    expect(last).toEqual({});
    expect(screen.queryByRole('group', { name: /^Hinfahrt:/ })).toBeNull();
  });
});

describe("the seat plans' notice in the visitor's language", () => {
  const notice = { text: 'Leider ist nur noch 1 Platz frei.', code: 'seatsLeft', params: { free: 1 } };
  beforeEach(() => {
    server.getSeatPlans.mockImplementation(async () =>
      ok({ plans: [COACH_OUT, COACH_BACK].map((c) => seatPlan(c)), notice }),
    );
  });

  it('shows a German visitor the engine’s text', async () => {
    renderDe(<Seats count={2} />);
    expect(await screen.findByText('Leider ist nur noch 1 Platz frei.')).toBeInTheDocument();
  });

  it('shows an English visitor the notice in English', async () => {
    renderIn('en', <Seats count={2} />);
    expect(await screen.findByText('Unfortunately only 1 seat is left.')).toBeInTheDocument();
    expect(screen.queryByText(/Leider ist nur noch/)).toBeNull();
  });
});

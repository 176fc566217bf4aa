import { describe, expect, it } from 'vitest';
import type { CheckResult } from '@/lib/api/model';
import { defaultTicketForm, defaultTripForm, resizeTravellers } from '@/lib/booking/form';
import { flowReducer, initialFlowState, type FlowAction, type FlowState } from '@/lib/booking/flow-state';
import type { StoredConfirmation } from '@/lib/booking/session';

const trip = defaultTripForm(10);
const ticket = defaultTicketForm(12);

function checkResult(totalCents: number): CheckResult {
  return {
    outcome: 'possible',
    lines: [],
    totalCents,
    paymentTerms: null,
    hold: { id: 'h1', until: '2030-01-01T10:15:00Z' },
    insuranceOffers: [],
  };
}

const confirmation: StoredConfirmation = {
  processNumber: 'R-1001',
  token: 'tok',
  email: 'anna@example.test',
  paymentType: 'bill',
  terms: null,
  totalCents: 12_900,
};

function run(actions: FlowAction[], from: FlowState = initialFlowState): FlowState {
  return actions.reduce(flowReducer, from);
}

/** Page 2 of a trip booking, as a visitor reaches it from page 1 at step 8. */
const onPage2 = run([
  { type: 'restored' },
  {
    type: 'checked',
    sent: { values: trip, step: 8 },
    check: checkResult(12_900),
    idempotencyKey: 'k1',
    isTicket: false,
  },
]);

describe('the booking flow state (issue 27)', () => {
  it('starts on page 1 with the defaults, not yet restored, nothing busy and no dialog', () => {
    expect(initialFlowState).toMatchObject({ page: 1, restored: false, busy: null, notice: null, tooMany: null });
    expect(initialFlowState.start).toEqual({ step: 0, key: 0 });
  });

  it('shows page 2 with the check once the check answers, with a new idempotency key', () => {
    expect(onPage2.page).toBe(2);
    expect(onPage2.check?.totalCents).toBe(12_900);
    expect(onPage2.sent).toEqual({ values: trip, step: 8 });
    expect(onPage2.idempotencyKey).toBe('k1');
    // The trip variant's insurance is chosen on page 2, not preset.
    expect(onPage2.insurance).toBeUndefined();
  });

  it("presets 'no insurance' for tickets (spec §2), but keeps an insurance chosen before", () => {
    const checked: FlowAction = {
      type: 'checked',
      sent: { values: ticket, step: 0 },
      check: checkResult(9_000),
      idempotencyKey: 'k1',
      isTicket: true,
    };
    expect(run([checked]).insurance).toBe('none');
    expect(run([{ type: 'insuranceChosen', insurance: 4 }, checked]).insurance).toBe(4);
  });

  it('shows page 3 with the confirmation once the save answers, and forgets the hold', () => {
    const held = run([{ type: 'held', hold: { id: 'h1', until: '2030-01-01T10:15:00Z', travellers: 2 } }], onPage2);
    const booked = flowReducer(held, { type: 'booked', done: confirmation });
    expect(booked.page).toBe(3);
    expect(booked.done).toEqual(confirmation);
    expect(booked.hold).toBeUndefined();
  });

  it('a refused save stays on page 2, says why and makes the next attempt a new one', () => {
    const refused = flowReducer(onPage2, { type: 'saveRefused', message: 'Leider ausgebucht', idempotencyKey: 'k2' });
    expect(refused.page).toBe(2);
    expect(refused.notice).toBe('Leider ausgebucht');
    expect(refused.idempotencyKey).toBe('k2');
    expect(refused.check).toBe(onPage2.check);
    expect(flowReducer(refused, { type: 'notice', message: null }).notice).toBeNull();
  });

  it('Back from page 3 keeps the confirmation, so the page says the booking is done', () => {
    const booked = flowReducer(onPage2, { type: 'booked', done: confirmation });
    const back = flowReducer(booked, { type: 'pageShown', page: 2 });
    expect(back.page).toBe(2);
    expect(back.done).toEqual(confirmation);
  });

  it('a new booking after the finished one starts with an empty form on page 1', () => {
    const booked = run(
      [
        { type: 'insuranceChosen', insurance: 4 },
        { type: 'booked', done: confirmation },
      ],
      onPage2,
    );
    const again = flowReducer(booked, { type: 'startedOver' });
    expect(again).toMatchObject({ page: 1, done: undefined, sent: undefined, check: undefined, insurance: undefined });
    expect(again.start).toEqual({ step: 0, key: booked.start.key + 1 });
  });

  it('page 1 again starts the form anew from what was kept, at the step it had reached', () => {
    const back = flowReducer(onPage2, { type: 'formShown', stored: { values: trip, step: 8 } });
    expect(back.page).toBe(1);
    expect(back.start).toEqual({ values: trip, step: 8, key: onPage2.start.key + 1 });
    // Nothing kept: page 1 as it was.
    expect(flowReducer(onPage2, { type: 'formShown' }).start).toBe(onPage2.start);
  });

  it('too many travellers for the places left: page 1 with the form as kept and the dialog', () => {
    const four = resizeTravellers(trip, 4);
    const state = run([{ type: 'tooMany', stored: { values: four, step: 5 }, max: 2 }], onPage2);
    expect(state.page).toBe(1);
    expect(state.tooMany).toEqual({ values: four, max: 2 });
    expect(state.start).toMatchObject({ values: four, step: 5 });
  });

  it('the dialog closes with the smaller form, at the same step; another match date starts at step 0', () => {
    const four = resizeTravellers(trip, 4);
    const asking = flowReducer(initialFlowState, { type: 'tooMany', stored: { values: four, step: 5 }, max: 2 });
    const two = resizeTravellers(four, 2);
    const reduced = flowReducer(asking, { type: 'travellersChanged', values: two });
    expect(reduced.tooMany).toBeNull();
    expect(reduced.start).toEqual({ values: two, step: 5, key: asking.start.key + 1 });
    const undated = flowReducer(asking, { type: 'travellersChanged', values: { ...ticket, termin: 0 }, step: 0 });
    expect(undated.start.step).toBe(0);
  });

  it('a restored count is compared once: the dialog only when it is too many', () => {
    const unchecked = flowReducer(initialFlowState, {
      type: 'formShown',
      stored: { values: trip, step: 2 },
      checkCount: true,
    });
    expect(unchecked.countUnchecked).toBe(true);
    const fine = flowReducer(unchecked, { type: 'countChecked' });
    expect(fine).toMatchObject({ countUnchecked: false, tooMany: null });
    const tooMany = flowReducer(unchecked, { type: 'countChecked', tooMany: { values: trip, max: 1 } });
    expect(tooMany.tooMany).toEqual({ values: trip, max: 1 });
  });

  it('a new insurance shows the new prices on page 2 with the form that was checked', () => {
    const values = { ...trip, insurance: 4 };
    const state = flowReducer(onPage2, { type: 'insuranceChecked', values, check: checkResult(14_000) });
    expect(state.sent).toEqual({ values, step: 8 });
    expect(state.check?.totalCents).toBe(14_000);
  });

  it('a reload of page 3 shows the kept confirmation, and the kept hold is the visitor’s again', () => {
    const hold = { id: 'h9', until: '2030-01-01T10:15:00Z', travellers: 2 };
    const state = run([
      { type: 'restored', hold },
      { type: 'confirmationShown', done: confirmation, page: 3 },
    ]);
    expect(state).toMatchObject({ restored: true, hold, done: confirmation, page: 3 });
  });
});

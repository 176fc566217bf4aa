import { describe, expect, it } from 'vitest';
import { defaultTicketForm, defaultTripForm } from '@/lib/booking/form';
import { pageOfSearch, urlOfPage } from '@/lib/booking/pages';
import {
  confirmationKey,
  liveHold,
  readConfirmation,
  readStoredBooking,
  storageKey,
  storeConfirmation,
  updateStoredBooking,
  type StoredConfirmation,
} from '@/lib/booking/session';

/** A Storage in memory (sessionStorage of one tab). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the booking pages in the address (issue 11 "Pages in history")', () => {
  it('reads page 2 and 3 from ?seite=, anything else is page 1', () => {
    expect(pageOfSearch('?seite=2')).toBe(2);
    expect(pageOfSearch('?x=1&seite=3')).toBe(3);
    expect(pageOfSearch('')).toBe(1);
    expect(pageOfSearch('?seite=4')).toBe(1);
    expect(pageOfSearch('?seite=zwei')).toBe(1);
  });

  it('writes the page into the URL and keeps the other parameters and the path', () => {
    expect(urlOfPage('http://x.test/reise/7-ski/buchung', 2)).toBe('/reise/7-ski/buchung?seite=2');
    expect(urlOfPage('http://x.test/ticketpage?tab=ticket&seite=2', 3)).toBe('/ticketpage?tab=ticket&seite=3');
    expect(urlOfPage('http://x.test/reise/7-ski/buchung?seite=3#top', 1)).toBe('/reise/7-ski/buchung#top');
  });
});

describe('what the booking keeps in sessionStorage (issue 11)', () => {
  it('keeps the form with its step and the hold, written by the form and the flow apart', () => {
    const storage = memoryStorage();
    const values = defaultTripForm(10);
    updateStoredBooking(storage, 7, { values, step: 4 });
    updateStoredBooking(storage, 7, { hold: { id: 'h1', until: '2030-01-01T10:15:00Z', travellers: 2 } });
    const stored = readStoredBooking(storage, 7, 'trip');
    expect(stored).toEqual({ values, step: 4, hold: { id: 'h1', until: '2030-01-01T10:15:00Z', travellers: 2 } });
    // The form writing again keeps the hold.
    updateStoredBooking(storage, 7, { values, step: 5 });
    expect(readStoredBooking(storage, 7, 'trip')?.hold?.id).toBe('h1');
  });

  it('answers a stored form only for its own variant and only when it is one', () => {
    const storage = memoryStorage();
    updateStoredBooking(storage, 3001, { values: defaultTicketForm(12), step: 0 });
    expect(readStoredBooking(storage, 3001, 'ticket')?.values).toMatchObject({ variant: 'ticket', termin: 12 });
    expect(readStoredBooking(storage, 3001, 'trip')).toBeUndefined();
    storage.setItem(storageKey(8), '{broken');
    expect(readStoredBooking(storage, 8, 'trip')).toBeUndefined();
    storage.setItem(storageKey(9), JSON.stringify({ values: { variant: 'trip' } }));
    expect(readStoredBooking(storage, 9, 'trip')).toBeUndefined();
    // A hold that is not one is dropped, the form kept.
    storage.setItem(storageKey(10), JSON.stringify({ values: defaultTripForm(10), step: 1, hold: { id: 5 } }));
    expect(readStoredBooking(storage, 10, 'trip')).toEqual({ values: defaultTripForm(10), step: 1 });
  });

  it('counts a kept hold only while it runs', () => {
    const stored = { hold: { id: 'h', until: '2030-01-01T10:15:00Z', travellers: 3 } };
    expect(liveHold(stored, new Date('2030-01-01T10:14:59Z'))).toEqual(stored.hold);
    expect(liveHold(stored, new Date('2030-01-01T10:15:00Z'))).toBeUndefined();
    expect(liveHold(undefined, new Date())).toBeUndefined();
  });

  it('after the save keeps page 3 (process number and token) and drops the form', () => {
    const storage = memoryStorage();
    updateStoredBooking(storage, 7, { values: defaultTripForm(10), step: 8 });
    const done: StoredConfirmation = {
      processNumber: 'AX-2026-000123',
      token: 'tok',
      email: 'anna@example.com',
      paymentType: 'creditcard',
      terms: null,
      totalCents: 11000,
    };
    storeConfirmation(storage, 7, done);
    expect(readStoredBooking(storage, 7, 'trip')).toBeUndefined();
    expect(readConfirmation(storage, 7)).toEqual(done);
    expect([...storage.items.keys()]).toEqual([confirmationKey(7)]);
    // Every key starts with 'booking:': the logo click clears them all.
    expect(confirmationKey(7).startsWith('booking:')).toBe(true);
  });
});

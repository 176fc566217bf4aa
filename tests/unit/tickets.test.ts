import { describe, expect, it } from 'vitest';
import { reshapeTicketDates, splitTicketPriceName } from '@/lib/api/reshape';
import { formatPrice } from '@/lib/format';
import { clampTickets, matchDay, maxTickets, ticketPaymentTypes } from '@/lib/booking/tickets';

const TODAY = '2026-11-21';
const list = (...types: string[]) => types;

describe('match ticket prices (spec §3: price ÷ 1,000,000, shown in EUR with a decimal comma)', () => {
  it('shows 64,500,000 millionths as 64,50 € and 39,900,000 as 39,90 €', () => {
    const [first, second] = reshapeTicketDates([
      {
        id_pln_dates: 1,
        dates: {
          date_from: '2026-12-12T15:30:00+01:00',
          title: 'FC – SV',
          prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt und Verpflegung', price: 64_500_000 }],
        },
      },
      {
        id_pln_dates: 2,
        dates: {
          date_from: '2027-01-30T18:30:00+01:00',
          title: 'FC – TSV',
          prices: [{ name: 'Stehplatz Gästeblock inkl. Busfahrt', price: 39_900_000 }],
        },
      },
    ]);
    expect(formatPrice(first.prices[0].priceCents)).toBe('64,50\u00a0€');
    expect(formatPrice(second.prices[0].priceCents)).toBe('39,90\u00a0€');
    expect(first.prices[0]).toMatchObject({ name: 'Sitzplatz Kategorie 2', note: 'inkl. Busfahrt und Verpflegung' });
  });

  it('rounds a price that is not a whole number of cents to the nearest cent', () => {
    const [date] = reshapeTicketDates([
      {
        id_pln_dates: 1,
        dates: { date_from: '2026-12-12', title: 'X', prices: [{ name: 'Karte', price: 12_345_678 }] },
      },
    ]);
    expect(date.prices[0].priceCents).toBe(1235);
  });

  it("splits the 'inkl.' part off as a note and leaves a name without one as it is", () => {
    expect(splitTicketPriceName('Stehplatz Gästeblock inkl. Busfahrt')).toEqual({
      name: 'Stehplatz Gästeblock',
      note: 'inkl. Busfahrt',
    });
    expect(splitTicketPriceName('Sitzplatz – inkl. Getränk')).toEqual({ name: 'Sitzplatz', note: 'inkl. Getränk' });
    expect(splitTicketPriceName('Familienkarte')).toEqual({ name: 'Familienkarte' });
  });
});

describe('payment types of the ticket form (spec §5)', () => {
  it("never offers 'subscription', even when the payment list names it", () => {
    const offered = ticketPaymentTypes(list('bill', 'subscription', 'creditcard'), '2027-01-30T18:30:00+01:00', TODAY);
    expect(offered).toEqual(['bill', 'creditcard']);
    expect(offered).not.toContain('subscription');
  });

  it('offers invoice only when the match is more than 14 days away', () => {
    const all = list('bill', 'debit', 'creditcard', 'sofort', 'subscription');
    expect(ticketPaymentTypes(all, '2026-12-06T15:30:00+01:00', TODAY)).toEqual([
      'bill',
      'debit',
      'creditcard',
      'sofort',
    ]);
    expect(ticketPaymentTypes(all, '2026-12-05T15:30:00+01:00', TODAY)).toEqual(['debit', 'creditcard', 'sofort']);
  });

  it('counts the days to the match in the operator’s time zone', () => {
    // 23:30 UTC on 5 December is already 6 December in Munich: 15 days away.
    expect(matchDay('2026-12-05T23:30:00Z')).toBe('2026-12-06');
    expect(ticketPaymentTypes(list('bill'), '2026-12-05T23:30:00Z', TODAY)).toEqual(['bill']);
    // Without an offset the time is read as written.
    expect(matchDay('2026-12-05T23:30:00')).toBe('2026-12-05');
  });
});

describe('ticket count (spec §9: at most 10, never more than the tickets left)', () => {
  it('caps the count at 10', () => {
    expect(maxTickets(50)).toBe(10);
    expect(maxTickets(undefined)).toBe(10);
  });

  it('caps the count at the tickets left of the match date', () => {
    expect(maxTickets(3)).toBe(3);
    expect(maxTickets(0)).toBe(0);
    expect(maxTickets(-2)).toBe(0);
  });

  it('keeps a chosen count that fits and lowers one that does not', () => {
    expect(clampTickets(2, 13)).toBe(2);
    expect(clampTickets(6, 4)).toBe(4);
    expect(clampTickets(0, 4)).toBe(1);
    expect(clampTickets(3, 0)).toBe(0);
  });
});

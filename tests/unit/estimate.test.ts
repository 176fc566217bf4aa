/**
 * Issue 27: the trip form shows a running total at every step. It prices as the engine does: per
 * traveller the trip price, the room and the surcharges that follow it, the boarding point's
 * surcharge and each chosen extra once.
 */
import { describe, expect, it } from 'vitest';
import { estimateTripTotalCents } from '@/lib/booking/estimate';

const services = [
  { id: 10, kind: 'room' as const, priceCents: 8000, appliesTo: null },
  { id: 11, kind: 'room' as const, priceCents: 9500, appliesTo: null },
  // the single-room supplement follows room type 11
  { id: 20, kind: 'extra' as const, priceCents: 2500, appliesTo: 11 },
  { id: 30, kind: 'extra' as const, priceCents: 1200, appliesTo: null },
  { id: 40, kind: 'coach' as const, priceCents: 0, appliesTo: null },
];
const boardingPoints = [
  { id: 1, surchargeCents: 0 },
  { id: 2, surchargeCents: 500 },
];

describe('the running total of the trip form', () => {
  it('is the trip price times the travellers before anything is chosen', () => {
    expect(
      estimateTripTotalCents({
        tripPriceCents: 4900,
        travellers: [{}, {}],
        rooms: [],
        services,
        boardingPoints,
      }),
    ).toBe(9800);
  });

  it('adds rooms with their surcharges, boarding surcharges and extras per traveller', () => {
    const total = estimateTripTotalCents({
      tripPriceCents: 30000,
      travellers: [
        { zustieg: 2, leistungen: [30, 30] },
        { zustieg: 1, leistungen: [] },
        { zustieg: 2, leistungen: [30] },
      ],
      rooms: [
        { room: 10, teilnehmer: [0, 1] },
        { room: 11, teilnehmer: [2] },
      ],
      services,
      boardingPoints,
    });
    // 3 × 300 € trip; two in room 10 (2 × 80 €), one in room 11 (95 €) with its supplement (25 €);
    // two boarding surcharges of 5 €; the extra once for traveller 1 and once for traveller 3.
    expect(total).toBe(90000 + 16000 + 9500 + 2500 + 1000 + 2400);
  });

  it('leaves out a room that is not assigned (status 0)', () => {
    expect(
      estimateTripTotalCents({
        tripPriceCents: 1000,
        travellers: [{}],
        rooms: [{ room: 10, teilnehmer: [0], status: 0 }],
        services,
        boardingPoints,
      }),
    ).toBe(1000);
  });
});

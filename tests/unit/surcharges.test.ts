import { describe, expect, it } from 'vitest';
import {
  isAutomaticSurcharge,
  isChoosable,
  isOnSale,
  isSelectableExtra,
  surchargesForRoom,
  type SurchargeService,
} from '@/lib/booking/surcharges';

const son = (name: string, partial: Partial<SurchargeService> = {}): SurchargeService => ({
  art: 'SON',
  name,
  status: 'Frei',
  appliesTo: null,
  ...partial,
});

describe('automatic surcharges (spec §5 "Extras and surcharges")', () => {
  it("applies services named 'Aufpreis …' automatically", () => {
    expect(isAutomaticSurcharge(son('Aufpreis Halbpension'))).toBe(true);
    expect(isAutomaticSurcharge(son('Halbpension mit Aufpreis'))).toBe(false);
  });

  it('applies the single-room supplement automatically, by the room it follows or by its name', () => {
    expect(isAutomaticSurcharge(son('Zuschlag', { appliesTo: 11 }))).toBe(true);
    expect(isAutomaticSurcharge(son('Einzelzimmerzuschlag'))).toBe(true);
    expect(isAutomaticSurcharge(son('Einzelzimmeraufschlag'))).toBe(true);
  });

  it('applies what the booking system marks as automatic', () => {
    expect(isAutomaticSurcharge(son('Kurtaxe', { automatic: true }))).toBe(true);
  });

  it('leaves ordinary extras to the traveller', () => {
    expect(isAutomaticSurcharge(son('Skipass 5 Tage'))).toBe(false);
  });
});

describe('selectable extras (spec §5)', () => {
  it("offers extras with status 'Frei' only", () => {
    expect(isSelectableExtra(son('Skipass'))).toBe(true);
    expect(isSelectableExtra(son('Wellnesspaket', { status: 'ausgebucht' }))).toBe(false);
  });

  it('never offers an automatic surcharge as an extra', () => {
    expect(isSelectableExtra(son('Aufpreis Einzelzimmer', { appliesTo: 11 }))).toBe(false);
    expect(isSelectableExtra(son('Einzelzimmerzuschlag'))).toBe(false);
  });

  it('offers only SON services as extras', () => {
    expect(isSelectableExtra({ ...son('Doppelzimmer'), art: 'UNT' })).toBe(false);
  });
});

describe('surcharges of a room (spec §4, §5)', () => {
  it('charges a traveller in a single room the supplement that follows the single room', () => {
    const services = [son('Aufpreis Einzelzimmer', { appliesTo: 11 }), son('Skipass'), son('Aufpreis Halbpension')];
    expect(surchargesForRoom(services, 11).map((s) => s.name)).toEqual(['Aufpreis Einzelzimmer']);
    expect(surchargesForRoom(services, 10)).toEqual([]);
  });
});

describe('extras on sale (spec §5)', () => {
  it("sells only services whose status is 'Frei'", () => {
    expect(isOnSale('Frei')).toBe(true);
    expect(isOnSale('ausgebucht')).toBe(false);
    expect(isOnSale('buchbar')).toBe(false);
  });

  it('lets a traveller choose an extra only when it is on sale and not an automatic surcharge', () => {
    expect(isChoosable({ onSale: true, automatic: false })).toBe(true);
    expect(isChoosable({ onSale: false, automatic: false })).toBe(false);
    expect(isChoosable({ onSale: true, automatic: true })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { tokenState } from '@/lib/engine/token-lifetime';

const confirmed = { status: 'confirmed' };

describe('how long a booking token opens its links (issue 26)', () => {
  it('opens them through the last day of the configured days after the return', () => {
    expect(tokenState(confirmed, '2026-12-19', new Date('2027-03-19T23:59:00Z'), 90)).toBe('live');
  });

  it('opens nothing from the next day on', () => {
    expect(tokenState(confirmed, '2026-12-19', new Date('2027-03-20T00:00:00Z'), 90)).toBe('expired');
  });

  it('opens nothing of a cancelled booking, even before the trip', () => {
    expect(tokenState({ status: 'cancelled' }, '2026-12-19', new Date('2026-11-27T12:00:00Z'), 90)).toBe('cancelled');
  });

  it('closes them the day after the return with 0 days configured', () => {
    expect(tokenState(confirmed, '2026-12-19', new Date('2026-12-19T22:00:00Z'), 0)).toBe('live');
    expect(tokenState(confirmed, '2026-12-19', new Date('2026-12-20T00:00:00Z'), 0)).toBe('expired');
  });
});

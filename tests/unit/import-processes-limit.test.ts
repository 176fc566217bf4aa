/**
 * Issue 26: `importProcesses` is a public server action (the booking form fires it after every
 * attempt, spec §4/§7). It is limited per client address, and arguments it does not take are
 * refused with a clean answer instead of a server error.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

let forwardedFor = '203.0.113.50';
const scheduled: unknown[] = [];
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(edgeHeaders({ 'x-forwarded-for': forwardedFor })),
}));
vi.mock('next/server', () => ({ after: (task: unknown) => void scheduled.push(task) }));

import { edgeHeaders } from '../helpers/edge';
import { importProcesses } from '@/components/booking/actions';
import { createRateLimiter, RULES, setAppLimiter } from '@/lib/site/rate-limit';

describe('importProcesses (public server action)', () => {
  beforeEach(() => {
    setAppLimiter(createRateLimiter({ kind: 'memory' }));
    scheduled.length = 0;
    forwardedFor = '203.0.113.50';
  });

  it('schedules the import within the limit and refuses it past the limit, per client address', async () => {
    const points = RULES['import-processes'].points;
    for (let i = 0; i < points; i++) expect(await importProcesses()).toEqual({ ok: true });
    const refused = await importProcesses();
    expect(refused).toMatchObject({ ok: false, reason: 'rate_limited' });
    if (!refused.ok && refused.reason === 'rate_limited') expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    expect(scheduled).toHaveLength(points);

    forwardedFor = '203.0.113.51';
    expect(await importProcesses()).toEqual({ ok: true });
  });

  it.each([[['x']], [[{ art: 'HIN', buchungvon: 1 }]], [[null, 42]]])(
    'answers arguments it does not take (%j) with a clean refusal, not an error',
    async (args) => {
      expect(await importProcesses(...args)).toEqual({ ok: false, reason: 'invalid' });
      expect(scheduled).toHaveLength(0);
    },
  );
});

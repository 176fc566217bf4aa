/**
 * The site's one listener to the engine's "availability changed" (lib/site/invalidation): each
 * announced journey has its cached pages expired through `invalidateJourney`; where Next.js does not
 * let `revalidateTag` run (outside a request: the background jobs), the ids go to the site's own
 * signed route, which expires them; nobody without the site's SECRET can.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));

import { revalidateTag } from 'next/cache';
import { announceAvailability } from '@/lib/engine/availability';
import { resetEnvCache } from '@/lib/config/env';
import {
  REVALIDATE_PATH,
  SIGNATURE_HEADER,
  invalidateJourneys,
  listenToAvailability,
  revalidationRequest,
} from '@/lib/site/invalidation';
import { POST } from '@/app/api/revalidate/route';

const revalidate = vi.mocked(revalidateTag);
const EXPIRE_NOW = { expire: 0 };

/** The journey tags expired, in order (the ticket offers' tag aside). */
const expiredJourneys = () => revalidate.mock.calls.map(([tag]) => tag).filter((tag) => tag.startsWith('journey:'));

beforeAll(() => {
  process.env.SECRET = 'invalidation-test-secret-0123456789';
  resetEnvCache();
});

beforeEach(() => {
  revalidate.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the site listening to the engine', () => {
  it("expires each announced journey's tags, and the ticket offers, with immediate expiry", () => {
    const stop = listenToAvailability();
    try {
      announceAvailability([5, 7]);
    } finally {
      stop();
    }
    expect(expiredJourneys()).toEqual(['journey:5', 'journey:7']);
    expect(revalidate).toHaveBeenCalledWith('journey:5', EXPIRE_NOW);
    expect(revalidate).toHaveBeenCalledWith('ticket-offers', EXPIRE_NOW);
  });

  it('listens once, though registered twice (instrumentation and an app bundle)', () => {
    const stopFirst = listenToAvailability();
    const stopSecond = listenToAvailability();
    try {
      announceAvailability([9]);
    } finally {
      stopFirst();
      stopSecond();
    }
    expect(expiredJourneys()).toEqual(['journey:9']);
  });

  it('expires every list as well when trips appear in lists or vanish from them (online, offline)', () => {
    const stop = listenToAvailability();
    try {
      announceAvailability([5]);
      expect(revalidate).not.toHaveBeenCalledWith('journeys', EXPIRE_NOW);
      announceAvailability([5], { lists: true });
    } finally {
      stop();
    }
    expect(revalidate).toHaveBeenCalledWith('journeys', EXPIRE_NOW);
  });

  it('hears nothing once stopped', () => {
    listenToAvailability()();
    announceAvailability([11]);
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('outside a Server Action or Route Handler', () => {
  it("sends the ids, signed, to the site's own route when revalidateTag may not run here", async () => {
    revalidate.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("journey:3")');
    });
    const fetched = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      Response.json({ ok: true }),
    );
    vi.stubGlobal('fetch', fetched);
    process.env.PORT = '3221';

    invalidateJourneys({ journeyIds: [3, 4], lists: false });

    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    const [url, init] = fetched.mock.calls[0];
    expect(url).toBe(`http://127.0.0.1:3221${REVALIDATE_PATH}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ journeys: [3, 4], lists: false });
    expect((init.headers as Record<string, string>)[SIGNATURE_HEADER]).toBe(
      revalidationRequest({ journeyIds: [3, 4], lists: false }).signature,
    );
  });

  it('expires the journeys (and the lists, when asked) a request signed by the site names', async () => {
    const { body, signature } = revalidationRequest({ journeyIds: [12, 13], lists: true });
    const response = await POST(
      new Request(`http://127.0.0.1${REVALIDATE_PATH}`, {
        method: 'POST',
        body,
        headers: { [SIGNATURE_HEADER]: signature },
      }),
    );
    expect(response.status).toBe(200);
    expect(expiredJourneys()).toEqual(['journey:12', 'journey:13']);
    expect(revalidate).toHaveBeenCalledWith('journeys', EXPIRE_NOW);
  });

  it('refuses a request without the site’s signature, or with ids that are not journey ids, and expires nothing', async () => {
    const forged = await POST(
      new Request(`http://127.0.0.1${REVALIDATE_PATH}`, {
        method: 'POST',
        body: JSON.stringify({ journeys: [12] }),
        headers: { [SIGNATURE_HEADER]: 'forged' },
      }),
    );
    const unsigned = await POST(
      new Request(`http://127.0.0.1${REVALIDATE_PATH}`, { method: 'POST', body: JSON.stringify({ journeys: [12] }) }),
    );
    const bad = revalidationRequest({ journeyIds: [-1], lists: false });
    const notIds = await POST(
      new Request(`http://127.0.0.1${REVALIDATE_PATH}`, {
        method: 'POST',
        body: bad.body,
        headers: { [SIGNATURE_HEADER]: bad.signature },
      }),
    );
    expect([forged.status, unsigned.status, notIds.status]).toEqual([403, 403, 403]);
    expect(revalidate).not.toHaveBeenCalled();
  });
});

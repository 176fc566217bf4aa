/**
 * Issue 26: staff sign-in limits. Before, the throttle read the failure count, checked the password
 * and only then wrote the failure, so parallel guesses all passed "fewer than five?"; and it locked an
 * e-mail address outright, so anyone knowing the admin's address could keep them out. Now the points
 * are spent before the password is checked (per e-mail + client address, per client address), an
 * e-mail address alone is only slowed, and at most a few password hashes run at once. On the site's
 * limiter: memory beside PGlite, the PostgreSQL store beside PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

process.env.SECRET = 'staff-sign-in-test-secret-0123456789';

import { testDrivers } from '../helpers/db';
import { SITE_URL, fixtureDb, testClock } from '../helpers/fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import { NO_RIGHTS } from '@/lib/backoffice/rights';
import type { SignInResult } from '@/lib/backoffice/types';
import { setLogDestination } from '@/lib/log';
import { createRateLimiter, RULES, setAppLimiter, type RateLimiter } from '@/lib/site/rate-limit';
import { signInLimited, type SignInInput } from '@/lib/site/staff-sign-in';

const PASSWORD = 'korrekt-pferd-batterie';
const run = randomBytes(3).toString('hex');
let addressCount = 0;
/** A fresh client address (the PostgreSQL store outlives the test run: each run uses new keys). */
const address = () => `198.18.${parseInt(run.slice(0, 2), 16)}.${++addressCount}#${run}`;

describe.each(testDrivers)('staff sign-in limits on %s', (driver) => {
  const t = fixtureDb(driver);
  let engine: Engine;
  let limiter: RateLimiter;
  let log: Record<string, unknown>[] = [];
  let checks = 0;

  beforeAll(() => {
    setLogDestination(
      new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
          done();
        },
      }),
    );
  });
  afterAll(async () => {
    setLogDestination(undefined);
    setAppLimiter(undefined);
    await limiter?.close();
  });
  beforeEach(async () => {
    await t.db.execute(sql.raw('truncate table staff_sessions, staff_accounts, staff_users cascade'));
    engine = createEngine(t.db, { now: testClock().now, siteUrl: SITE_URL });
    await limiter?.close();
    limiter =
      driver === 'pg'
        ? createRateLimiter({ kind: 'postgres', url: process.env.DATABASE_URL! })
        : createRateLimiter({ kind: 'memory' });
    setAppLimiter(limiter);
    log = [];
    checks = 0;
  });
  afterEach(() => setAppLimiter(undefined));

  const email = (name: string) => `${name}.${run}@example.org`;
  const staff = (name: string) =>
    engine.backoffice.users.create(null, {
      email: email(name),
      name,
      password: PASSWORD,
      rights: { ...NO_RIGHTS, gruppen: true },
    });
  /** The password check, counted: each call is one scrypt hash. */
  const checkPassword = (input: SignInInput) => {
    checks++;
    return engine.backoffice.auth.signIn(input);
  };
  const signIn = (who: string, password: string, ip: string, slowDownMs = 0) =>
    signInLimited(checkPassword, { email: who, password, ip, userAgent: 'vitest' }, { slowDownMs });
  const reasons = (results: SignInResult[]) => results.map((r) => (r.ok ? 'ok' : r.reason));
  const events = (kind: string) => log.filter((line) => line.security === kind);

  it('counts all of 20 parallel wrong passwords for one e-mail: only 5 reach the password check', async () => {
    await staff('anna');
    const ip = address();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(email('anna'), `falsch-${i}-passwort`, ip)),
    );
    const limit = RULES['signin-pair'].points;
    expect(checks).toBe(limit);
    expect(reasons(results).filter((r) => r === 'invalid')).toHaveLength(limit);
    expect(reasons(results).filter((r) => r === 'throttled')).toHaveLength(20 - limit);
    // all 20 are security events: the failures and the refusals
    expect(events('signin.failure')).toHaveLength(limit);
    expect(events('signin.throttled')).toHaveLength(20 - limit);
    // and the right password from the same address now waits too, without a hash
    const right = await signIn(email('anna'), PASSWORD, ip);
    expect(right).toMatchObject({ ok: false, reason: 'throttled' });
    if (!right.ok && right.reason === 'throttled') expect(right.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(checks).toBe(limit);
  });

  it("does not let a stranger's failures from other addresses stop the owner signing in from theirs", async () => {
    await staff('bert');
    const strangers = [address(), address(), address()];
    for (const ip of strangers) {
      for (let i = 0; i < 6; i++) await signIn(email('bert'), `geraten-${i}-passwort`, ip, 10);
    }
    expect(events('signin.failure')).toHaveLength(15);
    const owner = await signIn(email('bert'), PASSWORD, address(), 300);
    expect(owner.ok).toBe(true);
    // only slowed down: the e-mail address is past its own limit
    expect(events('signin.slowed').length).toBeGreaterThan(0);
    expect(events('signin.success')).toHaveLength(1);
  });

  it('blocks one address trying many e-mail addresses, not the next address', async () => {
    await staff('carla');
    const ip = address();
    for (let i = 0; i < RULES['signin-address'].points; i++) {
      expect(await signIn(email(`raten${i}`), 'irgendein-passwort', ip)).toMatchObject({ reason: 'invalid' });
    }
    const before = checks;
    expect(await signIn(email('carla'), PASSWORD, ip)).toMatchObject({ reason: 'throttled' });
    expect(checks).toBe(before);
    expect((await signIn(email('carla'), PASSWORD, address())).ok).toBe(true);
  });

  it('runs at most two password hashes at once and refuses a flood beyond the queue without a hash', async () => {
    let running = 0;
    let most = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // a hash that lasts until the flood has arrived in full
    const slowCheck = async (): Promise<SignInResult> => {
      running++;
      most = Math.max(most, running);
      await held;
      running--;
      return { ok: false, reason: 'invalid' };
    };
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInLimited(slowCheck, { email: email(`flut${i}`), password: 'x', ip: address(), userAgent: 'vitest' }),
      ),
    );
    // 2 hashing, 16 waiting: the other 22 are refused at once
    await vi.waitFor(() => expect(events('signin.busy')).toHaveLength(22), { timeout: 10_000 });
    release();
    const results = await flood;
    expect(most).toBe(2);
    expect(reasons(results).filter((r) => r === 'invalid')).toHaveLength(18);
    expect(reasons(results).filter((r) => r === 'throttled')).toHaveLength(22);
  });

  it('writes no password and no e-mail address into the security log', async () => {
    await staff('dora');
    // an address whose last three groups look like a date (the log scrubs dates): kept whole
    const ip = `198.18.25.${10 + (parseInt(run, 16) % 200)}`;
    await signIn(email('dora'), 'ein-falsches-passwort', ip);
    await signIn(email('dora'), PASSWORD, ip);
    const text = JSON.stringify(log);
    expect(events('signin.failure')[0]).toMatchObject({ account: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(events('signin.success')[0]).toMatchObject({ ip });
    expect(text).not.toContain('ein-falsches-passwort');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('example.org');
  });
});

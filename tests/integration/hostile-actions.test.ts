/**
 * The server actions behind the booking form, the payment dialog and find-my-booking take hostile
 * input as the routes do (issue 12): a NUL byte or a lone surrogate in any field, an id beyond the
 * database, an impossible date. Each answer is the form's translated 'check your input' message
 * naming the field (or the neutral answer of the payment dialog and find-my-booking), never a thrown
 * error; nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'NEXT_LOCALE' ? { value: 'de' } : undefined),
    // the check gives a new visitor their cookie (lib/site/visitor); this browser drops it
    set: () => undefined,
  }),
  headers: async () => new Headers({ host: '127.0.0.1:3210', 'accept-language': 'de-DE' }),
}));
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));
// find-my-booking redirects when it finds a booking: none of these inputs may get there
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  redirect: vi.fn(() => {
    throw new Error('redirected');
  }),
}));

import { count } from 'drizzle-orm';
import { createRateLimiter, setAppLimiter } from '@/lib/site/rate-limit';
import {
  checkBooking,
  getBoardingPoints,
  getSeatPlans,
  getTripServices,
  saveBooking,
} from '@/components/booking/actions';
import { currentPaymentView, startPayment } from '@/components/payment/actions';
import { findBookingAction } from '@/components/payment/find-booking/actions';
import * as backoffice from '@/components/backoffice/actions';
import { setLocale } from '@/lib/i18n/actions';
import { bookings, holds, outbox, payments, sandboxPayments } from '@/lib/db/schema';
import type { BookingFormInput } from '@/lib/booking/schema';
import type { SaveInput } from '@/lib/site/booking';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';
import { testDrivers } from '../helpers/db';
import { openContractEnv, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip } from '../contract/forms';

const HOSTILE = ['\u0000', 'Ma\u0000x', '\ud800', 'x\udfff', '\udc00\ud800'];
const FIELDS = [
  'main.firstname',
  'main.lastname',
  'main.street',
  'main.city',
  'main.email',
  'comment',
  'teilnehmer.0.lastname',
];

function formWith(form: BookingFormInput, path: string, value: unknown): BookingFormInput {
  const copy = structuredClone(form) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy as unknown as BookingFormInput;
}

describe('the invalid-characters message', () => {
  it('exists in every language', () => {
    for (const messages of [de, en, hr]) expect(messages.notice.invalidCharacters).toMatch(/\S/);
  });
});

describe.each(testDrivers)('hostile input to the server actions on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const stored = async () => {
    const n = async (t: typeof bookings | typeof holds | typeof outbox | typeof payments | typeof sandboxPayments) =>
      (await ctx.db.select({ n: count() }).from(t))[0].n;
    return [await n(bookings), await n(holds), await n(outbox), await n(payments), await n(sandboxPayments)];
  };

  it('refuses every field of the check and the save with the translated message naming the field', async () => {
    const before = await stored();
    let tried = 0;
    for (const text of HOSTILE) {
      for (const field of FIELDS) {
        // every input is a new client: this is about what is refused, not how often (the rate limit)
        setAppLimiter(createRateLimiter({ kind: 'memory' }));
        const form = formWith(dayTripForm(trip.zustieg, 1), field, text);
        const checked = await checkBooking({ idreise: trip.idreise, form });
        const saved = await saveBooking({
          journeyId: trip.id,
          idreise: trip.idreise,
          form,
          consents: { agb: true, datenschutz: true },
          idempotencyKey: `hostile-${driver}-${tried}`,
        } as SaveInput);
        for (const result of [checked, saved]) {
          expect(result, `${field} ${JSON.stringify(text)}`).toEqual({
            ok: false,
            error: 'invalid',
            message: de.booking.checkInput,
            fields: [{ path: `form.${field}`, message: 'notice.invalidCharacters' }],
          });
        }
        tried += 2;
      }
    }
    expect(tried).toBe(HOSTILE.length * FIELDS.length * 2);
    expect(await stored()).toEqual(before);
  });

  it('refuses trip codes, holds, ids and seat wishes that no trip can have', async () => {
    setAppLimiter(createRateLimiter({ kind: 'memory' }));
    const before = await stored();
    const form = dayTripForm(trip.zustieg, 1);
    const answers = [
      await getTripServices('T\u0000'),
      await getBoardingPoints('\ud800'),
      await getSeatPlans({ idreise: `${trip.idreise}\u0000`, idleistung_hin: 1 }),
      await getSeatPlans({ idreise: trip.idreise, idleistung_hin: 99_999_999_999 }),
      await checkBooking({ idreise: trip.idreise, form, reservierung: 'h\u0000' }),
      await checkBooking({ idreise: trip.idreise, form: formWith(form, 'teilnehmer.0.zustieg', 99_999_999_999) }),
      await checkBooking({ idreise: trip.idreise, form: formWith(form, 'insurance', 2_147_483_648) }),
      await saveBooking({
        journeyId: 99_999_999_999,
        idreise: trip.idreise,
        form,
        consents: { agb: true, datenschutz: true },
        idempotencyKey: `hostile-${driver}-journey`,
      } as SaveInput),
    ];
    for (const answer of answers)
      expect(answer).toMatchObject({ ok: false, error: 'invalid', message: de.booking.checkInput });
    expect(await stored()).toEqual(before);
  });

  it('answers every server action called with arguments of another shape with 404, before it does anything', async () => {
    setAppLimiter(createRateLimiter({ kind: 'memory' }));
    const before = await stored();
    const deep = (depth: number): unknown => {
      let value: unknown = 'x';
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    const form = dayTripForm(trip.zustieg, 1);
    const save = { journeyId: trip.id, idreise: trip.idreise, form, consents: { agb: true, datenschutz: true } };
    // Anything a forged request can decode to (React's reply format: null, numbers, text, lists,
    // objects, big integers, dates, Maps), in place of what each action's signature names.
    const junk: unknown[] = [null, undefined, 42, -1, 1.5, Number.NaN, 'text', true, [], {}, 10n, new Date(0)];
    const any = <T>(f: (value: never) => T) => junk.map((value) => () => f(value as never));
    const scan = { input: 'AX-2026-000001', at: '2026-01-01T00:00:00Z' };
    const calls: (() => Promise<unknown>)[] = [
      ...any((v) => getTripServices(v)).filter((_, i) => junk[i] !== 'text'),
      () => getTripServices('T'.repeat(201)),
      ...any((v) => getBoardingPoints(v)).filter((_, i) => junk[i] !== 'text'),
      ...any((v) => getSeatPlans(v)).filter((_, i) => !(junk[i] instanceof Object && !Array.isArray(junk[i]))),
      ...any((v) => checkBooking(v)).filter((_, i) => junk[i] !== junk[9]),
      ...any((v) => saveBooking(v)).filter((_, i) => junk[i] !== junk[9]),
      () => checkBooking({ idreise: trip.idreise, form, deep: deep(40) } as never),
      () => saveBooking({ ...save, idempotencyKey: 'hostile-deep-1', comment: deep(10_000) } as never),
      () => getSeatPlans(deep(100) as never),
      ...any((v) => startPayment(v)),
      () => startPayment({ processNumber: 1, token: 't', paymentType: 'creditcard' } as never),
      () => startPayment({ processNumber: 'AX-2026-000001', token: ['t'], paymentType: 'creditcard' } as never),
      () => startPayment({ processNumber: 'AX-2026-000001', token: 't' } as never),
      () => startPayment({ processNumber: 'AX-2026-000001', token: 't', paymentType: 'sepa', ticket: 42 } as never),
      ...any((v) => currentPaymentView(v)),
      () => currentPaymentView({ processNumber: 'AX', token: 7 } as never),
      ...any((v) => findBookingAction({ status: 'idle' }, v)),
      ...any((v) => setLocale(v)).filter((_, i) => junk[i] !== 'text'),
      () => setLocale('de'.repeat(10)),
      ...any((v) => backoffice.cancelBookingAction(v)).filter((_, i) => junk[i] !== 'text'),
      ...any((v) => backoffice.resendConfirmationAction(v)).filter((_, i) => junk[i] !== 'text'),
      ...any((v) => backoffice.resendMailAction(v)).filter((_, i) => junk[i] !== 42),
      ...any((v) => backoffice.setTripOnlineAction(v, true)).filter((_, i) => junk[i] !== 42),
      ...any((v) => backoffice.setTripOnlineAction(1, v)).filter((_, i) => junk[i] !== true),
      ...any((v) => backoffice.setServiceClosedAction(1, v)).filter((_, i) => junk[i] !== true),
      ...any((v) => backoffice.setServiceFreeAction(1, v)).filter((_, i) => junk[i] !== 42),
      () => backoffice.setServiceFreeAction(1, 2 ** 31),
      ...any((v) => backoffice.signInAction({ status: 'idle' }, v)),
      ...any((v) => backoffice.createUserAction({ status: 'idle' }, v)),
      ...any((v) => backoffice.updateUserAction(v, { active: true })).filter((_, i) => junk[i] !== 'text'),
      ...any((v) => backoffice.updateUserAction('user', v)).filter(
        (_, i) => junk[i] !== undefined && junk[i] !== junk[9],
      ),
      () => backoffice.updateUserAction('user', { rights: { admin: 'yes' } } as never),
      () => backoffice.updateUserAction('user', { active: 'no' } as never),
      ...any((v) => backoffice.setUserPasswordAction('user', v)).filter((_, i) => junk[i] !== 'text'),
      ...any((v) => backoffice.checkinAction('1', v)).filter((_, i) => junk[i] !== junk[8]),
      () => backoffice.checkinAction('1', [{ input: 5, at: 'x' }] as never),
      () =>
        backoffice.checkinAction(
          '1',
          Array.from({ length: 201 }, () => scan),
        ),
      () => backoffice.checkinAction('1', [scan, deep(50)] as never),
    ];
    expect(calls.length).toBeGreaterThan(150);
    const answers: string[] = [];
    for (const [i, call] of calls.entries()) {
      try {
        answers.push(`${i}: answered ${JSON.stringify(await call())}`);
      } catch (error) {
        const digest = (error as { digest?: string }).digest;
        answers.push(digest === 'NEXT_HTTP_ERROR_FALLBACK;404' ? `${i}: 404` : `${i}: threw ${String(error)} ${call}`);
      }
    }
    expect(answers).toEqual(calls.map((_, i) => `${i}: 404`));
    expect(await stored()).toEqual(before);
  });

  it('lets calls of the right shape through to the action', async () => {
    await expect(setLocale('en')).resolves.toBeUndefined();
    await expect(currentPaymentView({ processNumber: 'AX-2026-999999', token: 'x' })).resolves.toBeNull();
    await expect(getBoardingPoints(trip.idreise)).resolves.toMatchObject({ ok: true });
  });

  it('gives the payment dialog and find-my-booking their neutral answers, without a lookup', async () => {
    const before = await stored();
    expect(await startPayment({ processNumber: 'AX\u0000', token: 't', paymentType: 'creditcard' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await startPayment({ processNumber: 'AX-2026-000001', token: '\ud800', paymentType: 'creditcard' })).toEqual(
      { ok: false, reason: 'not_found' },
    );
    expect(await currentPaymentView({ processNumber: 'AX', token: 'x\u0000' })).toBeNull();
    const form = new FormData();
    form.set('processNumber', 'AX-2026-000001\u0000');
    form.set('email', 'anna@example.com');
    expect(await findBookingAction({ status: 'idle' }, form)).toMatchObject({ status: 'not_found' });
    expect(await stored()).toEqual(before);
  });
});

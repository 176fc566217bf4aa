import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';

process.env.SECRET = 'backoffice-test-secret-0123456789';

import { testDrivers } from '../helpers/db';
import { DAY_TRIP, NOW, SITE_URL, allConsents, fixtureDb, testClock, tripForm } from '../helpers/fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import { bookings, outbox, seats, services } from '@/lib/db/schema';
import { NO_RIGHTS, parseRights, type Rights, type StaffUser } from '@/lib/backoffice/rights';
import { BackofficeError } from '@/lib/backoffice/types';
import { SESSION_SECONDS } from '@/lib/engine/backoffice/auth';
import { checkinCode } from '@/lib/pdf/checkin';
import { payments, sandboxPayments } from '@/lib/db/schema';
import { handlePush } from '@/lib/engine/payments/confirm';
import { payByCard, type PushSender } from '@/lib/payments-sandbox/checkout';
import { SIGNATURE_HEADER } from '@/lib/payments-sandbox/signature';
import { paymentReturnUrl } from '@/lib/api/contract/site-paths';

const PASSWORD = 'korrekt-pferd-batterie';
const IP = '203.0.113.7';
const dayTrip = { journeyId: DAY_TRIP.id, ticketDateId: null };

describe.each(testDrivers)('back office on %s', (driver) => {
  const t = fixtureDb(driver);
  let clock: ReturnType<typeof testClock>;
  let engine: Engine;

  beforeEach(async () => {
    await t.db.execute(
      sql.raw(
        'truncate table staff_sessions, staff_accounts, staff_users, staff_login_failures, checkins, payments, sandbox_payments cascade',
      ),
    );
    clock = testClock();
    engine = createEngine(t.db, { now: clock.now, siteUrl: SITE_URL });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const staff = async (email: string, rights: Partial<Rights>): Promise<StaffUser> => {
    const row = await engine.backoffice.users.create(null, {
      email,
      name: email.split('@')[0],
      password: PASSWORD,
      rights: { ...NO_RIGHTS, ...rights },
    });
    return { id: row.id, email: row.email, name: row.name, rights: row.rights, active: row.active };
  };
  const signIn = (email: string, password = PASSWORD, ip = IP, secure = true) =>
    engine.backoffice.auth.signIn({ email, password, ip, userAgent: 'vitest', secure });
  const cookieHeader = (result: Awaited<ReturnType<typeof signIn>>) => {
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    return `${result.cookie.name}=${encodeURIComponent(result.cookie.value)}`;
  };

  async function bookDayTrip(payment: 'bill' | 'creditcard' = 'bill') {
    // A card booking's deposit is due at once; an invoice is allowed this far ahead (spec §5).
    const saved = await engine.saveBooking({
      idreise: DAY_TRIP.code,
      form: tripForm({ payment, travellers: [{}, {}] }),
      consents: allConsents,
      locale: 'de',
    });
    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.processNumber, saved.ergebnis.buchung.vorgang!));
    return row;
  }

  describe('sign-in', () => {
    it('refuses a password of 11 characters or a breached one where a password is set, and takes a good one', async () => {
      const create = (email: string, password: string) =>
        engine.backoffice.users.create(null, { email, name: 'Neu', password, rights: { ...NO_RIGHTS, gruppen: true } });
      await expect(create('kurz@example.org', 'Bergbahn-Sk')).rejects.toMatchObject({ messageKey: 'passwordTooShort' });
      await expect(create('leak@example.org', 'Passwort1234')).rejects.toMatchObject({ messageKey: 'passwordWeak' });
      const admin = await staff('chefin@example.org', { admin: true });
      const user = await create('gut@example.org', 'Bergbahn-Ski');
      await expect(engine.backoffice.users.setPassword(admin, user.id, 'qwertyuiop12')).rejects.toMatchObject({
        messageKey: 'passwordWeak',
      });
      await expect(engine.backoffice.users.setPassword(admin, user.id, 'kurz-pass')).rejects.toMatchObject({
        messageKey: 'passwordTooShort',
      });
      await engine.backoffice.users.setPassword(admin, user.id, 'Gondel-Talfahrt-7');
      expect((await signIn('gut@example.org', 'Gondel-Talfahrt-7')).ok).toBe(true);
    });

    it('keeps no plain password: the credential account holds a scrypt hash', async () => {
      await staff('hash@example.org', { gruppen: true });
      const result = await t.db.execute(sql`select password from staff_accounts`);
      const [{ password }] = (result as unknown as { rows: { password: string }[] }).rows;
      expect(password).not.toContain(PASSWORD);
      expect(password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    });

    it('signs in with e-mail and password and sets an HTTP-only, SameSite, Secure (https) session cookie', async () => {
      await staff('anna@example.org', { gruppen: true, buyer: true });
      const result = await signIn('Anna@Example.org');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
      expect(result.cookie.name).toBe('__Secure-bo.session_token');
      expect(result.cookie.maxAge).toBe(SESSION_SECONDS);
      const user = await engine.backoffice.auth.session(cookieHeader(result));
      expect(user).toMatchObject({ email: 'anna@example.org', rights: { ...NO_RIGHTS, gruppen: true, buyer: true } });
    });

    it('follows the request, not the site URL: over plain http the session cookie is not Secure', async () => {
      await staff('anton@example.org', { gruppen: true });
      const result = await signIn('anton@example.org', PASSWORD, IP, false);
      if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
      expect(result.cookie).toMatchObject({ httpOnly: true, secure: false, name: 'bo.session_token' });
      expect(await engine.backoffice.auth.session(cookieHeader(result))).toMatchObject({ email: 'anton@example.org' });
      await engine.backoffice.auth.signOut(cookieHeader(result));
      expect(await engine.backoffice.auth.session(cookieHeader(result))).toBeNull();
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      await staff('bert@example.org', { admin: true });
      expect(await signIn('bert@example.org', 'falsches-passwort')).toEqual({ ok: false, reason: 'invalid' });
      expect(await signIn('niemand@example.org')).toEqual({ ok: false, reason: 'invalid' });
    });

    it('lets a session expire after its lifetime without use', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      await staff('emil@example.org', { gruppen: true });
      const cookie = cookieHeader(await signIn('emil@example.org'));
      expect(await engine.backoffice.auth.session(cookie)).not.toBeNull();
      vi.setSystemTime(new Date(NOW.getTime() + (SESSION_SECONDS + 60) * 1000));
      expect(await engine.backoffice.auth.session(cookie)).toBeNull();
    });

    it('ends the session on logout', async () => {
      await staff('fritz@example.org', { gruppen: true });
      const cookie = cookieHeader(await signIn('fritz@example.org'));
      await engine.backoffice.auth.signOut(cookie);
      expect(await engine.backoffice.auth.session(cookie)).toBeNull();
    });

    it('refuses an inactive user, and deactivating one ends their sessions', async () => {
      const admin = await staff('admin@example.org', { admin: true });
      const gustav = await staff('gustav@example.org', { gruppen: true });
      const cookie = cookieHeader(await signIn('gustav@example.org'));
      await engine.backoffice.users.update(admin, gustav.id, { active: false });
      expect(await engine.backoffice.auth.session(cookie)).toBeNull();
      expect(await signIn('gustav@example.org')).toEqual({ ok: false, reason: 'inactive' });
      await engine.backoffice.users.update(admin, gustav.id, { active: true });
      expect((await signIn('gustav@example.org')).ok).toBe(true);
    });

    it('takes the rights of the user:create script’s list, all false unless named', () => {
      expect(parseRights('buyer,gruppen')).toEqual({ admin: false, buchhaltung: false, buyer: true, gruppen: true });
      expect(parseRights('')).toEqual(NO_RIGHTS);
      expect(() => parseRights('chef')).toThrow(/unknown right/);
    });
  });

  describe('rights are enforced on the server', () => {
    type Call = (
      actor: StaffUser,
      ids: { processNumber: string; journeyId: number; serviceId: number; mailId: number; userId: string },
    ) => Promise<unknown>;
    const bo = () => engine.backoffice;
    /** Every protected action, the rights that may do it, and a call of it. */
    const actions: [string, (keyof Rights)[], Call][] = [
      ['bookings.search', ['gruppen', 'buchhaltung'], (a) => bo().bookings.search(a, '')],
      ['bookings.get', ['gruppen', 'buchhaltung'], (a, i) => bo().bookings.get(a, i.processNumber)],
      ['bookings.resendConfirmation', ['gruppen'], (a, i) => bo().bookings.resendConfirmation(a, i.processNumber)],
      ['bookings.cancel', ['gruppen'], (a, i) => bo().bookings.cancel(a, i.processNumber)],
      ['departures.list', ['gruppen'], (a) => bo().departures.list(a)],
      [
        'departures.passengers',
        ['gruppen'],
        (a, i) => bo().departures.passengers(a, { journeyId: i.journeyId, ticketDateId: null }),
      ],
      ['checkin.list', ['gruppen'], (a, i) => bo().checkin.list(a, { journeyId: i.journeyId, ticketDateId: null })],
      [
        'checkin.scan',
        ['gruppen'],
        (a, i) =>
          bo().checkin.scan(
            a,
            { journeyId: i.journeyId, ticketDateId: null },
            { input: i.processNumber, at: NOW.toISOString() },
          ),
      ],
      ['mails.list', ['gruppen'], (a) => bo().mails.list(a, {})],
      ['mails.get', ['gruppen'], (a, i) => bo().mails.get(a, i.mailId)],
      ['mails.resend', ['gruppen'], (a, i) => bo().mails.resend(a, i.mailId)],
      ['mails.pulse', ['gruppen'], (a) => bo().mails.pulse(a)],
      ['trips.list', ['buyer'], (a) => bo().trips.list(a, '')],
      ['trips.get', ['buyer'], (a, i) => bo().trips.get(a, i.journeyId)],
      ['trips.setOnline', ['buyer'], (a, i) => bo().trips.setOnline(a, i.journeyId, true)],
      ['trips.setServiceClosed', ['buyer'], (a, i) => bo().trips.setServiceClosed(a, i.serviceId, false)],
      ['trips.setFree', ['buyer'], (a, i) => bo().trips.setFree(a, i.serviceId, 5)],
      ['users.list', [], (a) => bo().users.list(a)],
      [
        'users.create',
        [],
        (a) =>
          bo().users.create(a, {
            email: `neu-${Math.random()}@example.org`,
            name: 'Neu',
            password: PASSWORD,
            rights: NO_RIGHTS,
          }),
      ],
      ['users.update', [], (a, i) => bo().users.update(a, i.userId, { name: 'Umbenannt' })],
      ['users.setPassword', [], (a, i) => bo().users.setPassword(a, i.userId, 'ein-neues-passwort')],
    ];
    const allRights: (keyof Rights)[] = ['admin', 'buchhaltung', 'buyer', 'gruppen'];

    async function setup() {
      const booking = await bookDayTrip();
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
      const other = await staff('ziel@example.org', { gruppen: true });
      return {
        processNumber: booking.processNumber,
        journeyId: DAY_TRIP.id,
        serviceId: DAY_TRIP.coachBack,
        mailId: mail.id,
        userId: other.id,
      };
    }

    for (const [name, allowed, call] of actions) {
      it(`${name}: 403 for every user without ${allowed.length ? allowed.join(' or ') : 'admin'}, allowed with it`, async () => {
        const ids = await setup();
        for (const right of allRights.filter((r) => r !== 'admin' && !allowed.includes(r))) {
          const actor = await staff(`ohne-${right}@example.org`, { [right]: true });
          const error = await call(actor, ids).catch((e: unknown) => e);
          expect(error, `${name} as ${right}`).toBeInstanceOf(BackofficeError);
          expect((error as BackofficeError).status).toBe(403);
        }
        const nobody = await staff('niemand@example.org', {});
        expect(((await call(nobody, ids).catch((e: unknown) => e)) as BackofficeError).status).toBe(403);
        const granted = await staff('mit@example.org', allowed.length ? { [allowed[0]]: true } : { admin: true });
        await expect(call(granted, ids)).resolves.not.toThrow();
      });
    }

    it('shows the dashboard to everyone, but each part only with its right', async () => {
      await bookDayTrip();
      const nobody = await engine.backoffice.dashboard(await staff('leer@example.org', {}));
      expect(nobody).toEqual({ departures: null, lastWeek: null, revenue: null, unpaid: null, mails: null });
      const accountant = await engine.backoffice.dashboard(await staff('buch@example.org', { buchhaltung: true }));
      expect(accountant.revenue).not.toBeNull();
      expect(accountant.unpaid?.count).toBe(1);
      expect(accountant.departures).toBeNull();
      const admin = await engine.backoffice.dashboard(await staff('chef@example.org', { admin: true }));
      expect(admin.lastWeek).toMatchObject({ bookings: 1, persons: 2 });
    });
  });

  describe('bookings, passenger lists and check-in', () => {
    it('lists a booking in its departure by coach and boarding point with seats, and cancelling frees its stock', async () => {
      const admin = await staff('admin@example.org', { admin: true });
      const takenBefore = (await t.db.select().from(services).where(eq(services.id, DAY_TRIP.coachOut)))[0].taken;
      const booking = await bookDayTrip();

      const found = await engine.backoffice.bookings.search(admin, 'Reisende2');
      expect(found.map((b) => b.processNumber)).toEqual([booking.processNumber]);

      const list = await engine.backoffice.departures.passengers(admin, dayTrip);
      const passengers = list.groups.flatMap((g) => g.passengers);
      expect(passengers.map((p) => p.name)).toEqual(['Reisende1 Mustermann', 'Reisende2 Mustermann']);
      expect(passengers.every((p) => typeof p.seat === 'number')).toBe(true);
      expect(list.groups[0].boardingPoint?.city).toBeTruthy();
      expect(list.groups[0].coach).toBeTruthy();

      const outcome = await engine.backoffice.bookings.cancel(admin, booking.processNumber);
      expect(outcome).toMatchObject({ processNumber: booking.processNumber, journeyId: DAY_TRIP.id, refundedCents: 0 });
      expect((await t.db.select().from(services).where(eq(services.id, DAY_TRIP.coachOut)))[0].taken).toBe(takenBefore);
      expect(await t.db.select().from(seats).where(eq(seats.bookingId, booking.id))).toHaveLength(0);
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking-cancelled')));
      expect(mail.subject).toContain(booking.processNumber);
      expect((await engine.backoffice.departures.passengers(admin, dayTrip)).groups).toHaveLength(0);
      const again = await engine.backoffice.bookings.cancel(admin, booking.processNumber).catch((e: unknown) => e);
      expect((again as BackofficeError).status).toBe(409);
    });

    it('cancelling a paid booking refunds the money through the payment provider (and needs the buchhaltung right)', async () => {
      const booking = await bookDayTrip('creditcard');
      // Paid by card in the sandbox: its signed push confirms the payment.
      const url = (kind: 'success' | 'failed' | 'push') =>
        paymentReturnUrl(SITE_URL, kind, booking.processNumber, booking.token, 'creditcard');
      const checkout = await engine.createPayment({
        data: {
          payment_type: 'creditcard',
          amount: booking.depositCents,
          currency: 'EUR',
          url_success: url('success'),
          url_failure: url('failed'),
          url_push: url('push'),
          firstname: 'Erika',
          lastname: 'Mustermann',
          email: booking.email,
          street: 'Hauptstraße',
          housenumber: '12',
          zip: '80331',
          city: 'München',
          country: 'DE',
          purpose: booking.processNumber,
        },
      });
      const id = /(sbx_[\w-]+)$/.exec(checkout.data.iframe_url)![1];
      const ctx = { db: t.db, now: clock.now, siteUrl: () => SITE_URL };
      const push: PushSender = async (pushUrl, body, signature) => {
        const data = decodeURIComponent(new URL(pushUrl).pathname.replace(/^\/payment\//, ''));
        await handlePush(ctx, data, { headers: new Headers({ [SIGNATURE_HEADER]: signature }), body });
      };
      await payByCard({ db: t.db, now: clock.now, sendPush: push }, id, {
        number: '4242 4242 4242 4242',
        expiry: '12/29',
        cvc: '123',
        holder: 'Erika Mustermann',
      });
      expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].paymentStatus).toBe('paid');

      const groups = await staff('gruppen@example.org', { gruppen: true });
      const refused = await engine.backoffice.bookings.cancel(groups, booking.processNumber).catch((e: unknown) => e);
      expect((refused as BackofficeError).status).toBe(403);
      expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].status).toBe('confirmed');

      const both = await staff('beides@example.org', { gruppen: true, buchhaltung: true });
      const outcome = await engine.backoffice.bookings.cancel(both, booking.processNumber);
      expect(outcome).toMatchObject({ refundedCents: booking.depositCents, refundsPending: 0 });
      const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0].status).toBe('refunded');
      expect((await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0].status).toBe('refunded');
      const [refundMail] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'payment-refund')));
      expect(refundMail.text).toContain('storniert und Ihnen Ihre Zahlung');
    });

    it('checks a booking in by QR code or process number once; a second scan warns with the first time', async () => {
      const driver = await staff('fahrer@example.org', { gruppen: true });
      const booking = await bookDayTrip();
      const code = checkinCode(booking.processNumber, 2);
      const list = await engine.backoffice.checkin.list(driver, dayTrip);
      expect(list.entries[0]).toMatchObject({ processNumber: booking.processNumber, code, boardedAt: null });

      const first = await engine.backoffice.checkin.scan(driver, dayTrip, { input: code, at: NOW.toISOString() });
      expect(first.status).toBe('boarded');
      const second = await engine.backoffice.checkin.scan(driver, dayTrip, {
        input: booking.processNumber.toLowerCase(),
        at: new Date(NOW.getTime() + 60_000).toISOString(),
      });
      expect(second).toMatchObject({ status: 'already', entry: { boardedAt: NOW.toISOString() } });

      const forged = code.slice(0, -3) + 'xyz';
      expect(
        (await engine.backoffice.checkin.scan(driver, dayTrip, { input: forged, at: NOW.toISOString() })).status,
      ).toBe('unknown');
      expect(
        (
          await engine.backoffice.checkin.scan(
            driver,
            { journeyId: 999, ticketDateId: null },
            { input: code, at: NOW.toISOString() },
          )
        ).status,
      ).toBe('other_departure');
    });

    it('changes the free seats of a coach by blocking and reopening seats', async () => {
      const buyer = await staff('einkauf@example.org', { buyer: true });
      await engine.backoffice.trips.setFree(buyer, DAY_TRIP.coachOut, 3);
      let trip = await engine.backoffice.trips.get(buyer, DAY_TRIP.id);
      expect(trip.services.find((s) => s.serviceId === DAY_TRIP.coachOut)?.free).toBe(3);
      await engine.backoffice.trips.setFree(buyer, DAY_TRIP.coachOut, 10);
      trip = await engine.backoffice.trips.get(buyer, DAY_TRIP.id);
      expect(trip.services.find((s) => s.serviceId === DAY_TRIP.coachOut)?.free).toBe(10);
      await engine.backoffice.trips.setServiceClosed(buyer, DAY_TRIP.coachOut, true);
      trip = await engine.backoffice.trips.get(buyer, DAY_TRIP.id);
      expect(trip.services.find((s) => s.serviceId === DAY_TRIP.coachOut)).toMatchObject({ closed: true, free: 0 });
    });
  });
});

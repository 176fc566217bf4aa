'use server';
/**
 * The back office's server actions: thin, each through `asStaff` (session, right, translated
 * refusal) to the engine's back office, which checks the right again. Every change of availability
 * (cancellation, a staff change of a trip) expires the trip's cached pages at once.
 */
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asStaff, backofficeApi, currentStaff, sessionCookieHeader, type StaffResult } from '@/lib/site/backoffice';
import { safeNextPath, SESSION_COOKIES } from '@/lib/auth/guard';
import { clientAddress, isHttps } from '@/lib/http/client';
import { RIGHTS, type Rights } from '@/lib/backoffice/rights';
import { logSecurityEvent, pseudonym } from '@/lib/site/security-log';
import { signInLimited } from '@/lib/site/staff-sign-in';
import { BackofficeError, type CancelOutcome, type CheckinRequest, type CheckinResult } from '@/lib/backoffice/types';
import { parseDepartureKey } from '@/lib/backoffice/departure';
import { actionArgs, formData, plain, rowId, shortText } from '@/lib/http/action-args';

// The shapes of the arguments (lib/http/action-args): another shape is answered 404 before the session is read.
const formArgs = z.tuple([z.unknown(), formData]);
const processArgs = z.tuple([shortText]);
const rightsShape = z.object({
  admin: z.boolean(),
  buchhaltung: z.boolean(),
  buyer: z.boolean(),
  gruppen: z.boolean(),
});

// ---------------------------------------------------------------- sign-in

export type SignInState =
  | { status: 'idle' }
  | { status: 'error'; message: string; email: string }
  | { status: 'throttled'; message: string; email: string };

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  actionArgs(formArgs, [_previous, form]);
  const t = await getTranslations('backoffice.auth');
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200);
  const password = String(form.get('password') ?? '').slice(0, 200);
  const next = safeNextPath(String(form.get('next') ?? ''));
  const api = await backofficeApi();
  if (!api) return { status: 'error', message: t('unavailable'), email };
  if (!email || !password) return { status: 'error', message: t('missing'), email };
  const requestHeaders = await headers();
  // limited per e-mail and client address before the password is checked (lib/site/staff-sign-in)
  const result = await signInLimited((input) => api.auth.signIn(input), {
    email,
    password,
    ip: clientAddress(requestHeaders),
    userAgent: (requestHeaders.get('user-agent') ?? '').slice(0, 300),
    secure: isHttps(requestHeaders),
  });
  if (!result.ok) {
    if (result.reason === 'throttled') {
      return {
        status: 'throttled',
        message: t('throttled', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }),
        email,
      };
    }
    return { status: 'error', message: t(result.reason === 'inactive' ? 'inactive' : 'invalid'), email };
  }
  const { name, value, maxAge, path, httpOnly, secure, sameSite } = result.cookie;
  (await cookies()).set(name, value, { maxAge, path, httpOnly, secure, sameSite });
  redirect(next);
}

export async function signOutAction(): Promise<void> {
  const api = await backofficeApi();
  const header = await sessionCookieHeader();
  const user = await currentStaff();
  if (api && header) await api.auth.signOut(header);
  if (user) logSecurityEvent('signout', { ip: clientAddress(await headers()), account: pseudonym(user.email) });
  const store = await cookies();
  for (const name of SESSION_COOKIES) if (store.get(name)) store.delete(name);
  redirect('/auth?abgemeldet=1');
}

// ---------------------------------------------------------------- bookings and mails

export async function cancelBookingAction(processNumber: string): Promise<StaffResult<CancelOutcome>> {
  actionArgs(processArgs, [processNumber]);
  // The engine announces the cancellation; the site's listener expires the trip (lib/site/invalidation).
  return asStaff('bookings.cancel', (api, user) => api.bookings.cancel(user, processNumber));
}

export async function resendConfirmationAction(processNumber: string): Promise<StaffResult<void>> {
  actionArgs(processArgs, [processNumber]);
  return asStaff('bookings.resend', (api, user) => api.bookings.resendConfirmation(user, processNumber));
}

export async function resendMailAction(id: number): Promise<StaffResult<void>> {
  actionArgs(z.tuple([rowId]), [id]);
  return asStaff('mails.resend', (api, user) => api.mails.resend(user, id));
}

export async function mailPulseAction() {
  return asStaff('mails.read', (api, user) => api.mails.pulse(user));
}

// ---------------------------------------------------------------- trips
// Each change is announced by the engine once committed; the site's one listener expires the trip's
// cached pages, and every list when a trip goes online or offline (lib/site/invalidation).

export async function setTripOnlineAction(journeyId: number, online: boolean): Promise<StaffResult<void>> {
  actionArgs(z.tuple([rowId, z.boolean()]), [journeyId, online]);
  return asStaff('trips.edit', (api, user) => api.trips.setOnline(user, journeyId, online));
}

export async function setServiceClosedAction(serviceId: number, closed: boolean): Promise<StaffResult<void>> {
  actionArgs(z.tuple([rowId, z.boolean()]), [serviceId, closed]);
  const result = await asStaff('trips.edit', (api, user) => api.trips.setServiceClosed(user, serviceId, closed));
  return result.ok ? { ok: true, data: undefined } : result;
}

export async function setServiceFreeAction(serviceId: number, free: number): Promise<StaffResult<void>> {
  actionArgs(z.tuple([rowId, z.number().int().min(0).max(1_000_000)]), [serviceId, free]);
  const result = await asStaff('trips.edit', (api, user) => api.trips.setFree(user, serviceId, free));
  return result.ok ? { ok: true, data: undefined } : result;
}

// ---------------------------------------------------------------- users

export type UserFormState =
  { status: 'idle' } | { status: 'error'; message: string } | { status: 'created'; email: string };

/** A change of an account, for the security log: who changed whose account from where. */
async function logUserChange(
  event: 'user.created' | 'user.rights' | 'user.deactivated' | 'user.reactivated' | 'user.password',
  account: string,
  rights?: Rights,
): Promise<void> {
  const actor = await currentStaff();
  logSecurityEvent(event, {
    ip: clientAddress(await headers()),
    account: pseudonym(account),
    ...(actor && { actor: pseudonym(actor.email) }),
    ...(rights && { reason: RIGHTS.filter((r) => rights[r]).join(',') || 'none' }),
  });
}

function rightsFrom(form: FormData): Rights {
  return {
    admin: form.get('admin') === 'on',
    buchhaltung: form.get('buchhaltung') === 'on',
    buyer: form.get('buyer') === 'on',
    gruppen: form.get('gruppen') === 'on',
  };
}

export async function createUserAction(_previous: UserFormState, form: FormData): Promise<UserFormState> {
  actionArgs(formArgs, [_previous, form]);
  const input = {
    email: String(form.get('email') ?? '').slice(0, 200),
    name: String(form.get('name') ?? '').slice(0, 120),
    password: String(form.get('password') ?? '').slice(0, 200),
    rights: rightsFrom(form),
  };
  const result = await asStaff('users.manage', (api, user) => api.users.create(user, input));
  if (!result.ok) return { status: 'error', message: result.message };
  await logUserChange('user.created', result.data.id, result.data.rights);
  return { status: 'created', email: result.data.email };
}

export async function updateUserAction(
  id: string,
  change: { rights?: Rights; active?: boolean },
): Promise<StaffResult<void>> {
  actionArgs(
    z.tuple([shortText, plain(z.object({ rights: rightsShape.optional(), active: z.boolean().optional() }))]),
    [id, change],
  );
  const result = await asStaff('users.manage', (api, user) => api.users.update(user, id, change));
  if (result.ok) {
    if (change.rights) await logUserChange('user.rights', id, change.rights);
    if (change.active !== undefined) await logUserChange(change.active ? 'user.reactivated' : 'user.deactivated', id);
  }
  return result;
}

export async function setUserPasswordAction(id: string, password: string): Promise<StaffResult<void>> {
  actionArgs(z.tuple([shortText, z.string().max(10_000)]), [id, password]);
  const result = await asStaff('users.manage', (api, user) => api.users.setPassword(user, id, password.slice(0, 200)));
  if (result.ok) await logUserChange('user.password', id);
  return result;
}

// ---------------------------------------------------------------- check-in

/**
 * Scans of one departure (its key, lib/backoffice/departure), one after the other (a phone's offline
 * queue syncs through here too); a scan may name the travellers the driver ticked.
 */
export async function checkinAction(departure: string, scans: CheckinRequest[]): Promise<StaffResult<CheckinResult[]>> {
  actionArgs(
    z.tuple([
      z.string().max(100),
      z
        .array(
          z.object({
            input: z.string().max(2_000),
            at: z.string().max(100),
            travellers: z.array(z.number().int().min(0).max(50)).max(50).optional(),
          }),
        )
        .max(200),
    ]),
    [departure, scans],
  );
  return asStaff('checkin.scan', async (api, user) => {
    const ref = parseDepartureKey(String(departure));
    if (!ref) throw new BackofficeError('not_found', 'departureNotFound');
    const results: CheckinResult[] = [];
    for (const scan of (Array.isArray(scans) ? scans : []).slice(0, 200)) {
      const travellers = Array.isArray(scan.travellers)
        ? scan.travellers.slice(0, 50).filter((i): i is number => Number.isInteger(i))
        : undefined;
      results.push(
        await api.checkin.scan(user, ref, {
          input: String(scan.input),
          at: String(scan.at),
          ...(travellers ? { travellers } : {}),
        }),
      );
    }
    return results;
  });
}

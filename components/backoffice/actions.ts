'use server';
/**
 * The back office's server actions: thin, each through `asStaff` (session, right, translated
 * refusal) to the engine's back office, which checks the right again. Every change of availability
 * (cancellation, a staff change of a trip) expires the trip's cached pages at once.
 */
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asStaff, backofficeApi, sessionCookieHeader, type StaffResult } from '@/lib/site/backoffice';
import { safeNextPath, SESSION_COOKIES } from '@/lib/auth/guard';
import type { Rights } from '@/lib/backoffice/rights';
import { BackofficeError, type CancelOutcome, type CheckinRequest, type CheckinResult } from '@/lib/backoffice/types';
import { parseDepartureKey } from '@/lib/backoffice/departure';

// ---------------------------------------------------------------- sign-in

export type SignInState =
  | { status: 'idle' }
  | { status: 'error'; message: string; email: string }
  | { status: 'throttled'; message: string; email: string };

/** The client's address as the proxy in front of the app tells it (first hop), else a fixed value. */
async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || list.get('x-real-ip') || 'local').slice(0, 64);
}

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const t = await getTranslations('backoffice.auth');
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200);
  const password = String(form.get('password') ?? '').slice(0, 200);
  const next = safeNextPath(String(form.get('next') ?? ''));
  const api = await backofficeApi();
  if (!api) return { status: 'error', message: t('unavailable'), email };
  if (!email || !password) return { status: 'error', message: t('missing'), email };
  const result = await api.auth.signIn({
    email,
    password,
    ip: await clientAddress(),
    userAgent: ((await headers()).get('user-agent') ?? '').slice(0, 300),
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
  if (api && header) await api.auth.signOut(header);
  const store = await cookies();
  for (const name of SESSION_COOKIES) if (store.get(name)) store.delete(name);
  redirect('/auth?abgemeldet=1');
}

// ---------------------------------------------------------------- bookings and mails

export async function cancelBookingAction(processNumber: string): Promise<StaffResult<CancelOutcome>> {
  // The engine announces the cancellation; the site's listener expires the trip (lib/site/invalidation).
  return asStaff('bookings.cancel', (api, user) => api.bookings.cancel(user, processNumber));
}

export async function resendConfirmationAction(processNumber: string): Promise<StaffResult<void>> {
  return asStaff('bookings.resend', (api, user) => api.bookings.resendConfirmation(user, processNumber));
}

export async function resendMailAction(id: number): Promise<StaffResult<void>> {
  return asStaff('mails.resend', (api, user) => api.mails.resend(user, id));
}

export async function mailPulseAction() {
  return asStaff('mails.read', (api, user) => api.mails.pulse(user));
}

// ---------------------------------------------------------------- trips
// Each change is announced by the engine once committed; the site's one listener expires the trip's
// cached pages, and every list when a trip goes online or offline (lib/site/invalidation).

export async function setTripOnlineAction(journeyId: number, online: boolean): Promise<StaffResult<void>> {
  return asStaff('trips.edit', (api, user) => api.trips.setOnline(user, journeyId, online));
}

export async function setServiceClosedAction(serviceId: number, closed: boolean): Promise<StaffResult<void>> {
  const result = await asStaff('trips.edit', (api, user) => api.trips.setServiceClosed(user, serviceId, closed));
  return result.ok ? { ok: true, data: undefined } : result;
}

export async function setServiceFreeAction(serviceId: number, free: number): Promise<StaffResult<void>> {
  const result = await asStaff('trips.edit', (api, user) => api.trips.setFree(user, serviceId, free));
  return result.ok ? { ok: true, data: undefined } : result;
}

// ---------------------------------------------------------------- users

export type UserFormState =
  { status: 'idle' } | { status: 'error'; message: string } | { status: 'created'; email: string };

function rightsFrom(form: FormData): Rights {
  return {
    admin: form.get('admin') === 'on',
    buchhaltung: form.get('buchhaltung') === 'on',
    buyer: form.get('buyer') === 'on',
    gruppen: form.get('gruppen') === 'on',
  };
}

export async function createUserAction(_previous: UserFormState, form: FormData): Promise<UserFormState> {
  const input = {
    email: String(form.get('email') ?? '').slice(0, 200),
    name: String(form.get('name') ?? '').slice(0, 120),
    password: String(form.get('password') ?? '').slice(0, 200),
    rights: rightsFrom(form),
  };
  const result = await asStaff('users.manage', (api, user) => api.users.create(user, input));
  return result.ok ? { status: 'created', email: result.data.email } : { status: 'error', message: result.message };
}

export async function updateUserAction(
  id: string,
  change: { rights?: Rights; active?: boolean },
): Promise<StaffResult<void>> {
  return asStaff('users.manage', (api, user) => api.users.update(user, id, change));
}

export async function setUserPasswordAction(id: string, password: string): Promise<StaffResult<void>> {
  return asStaff('users.manage', (api, user) => api.users.setPassword(user, id, password.slice(0, 200)));
}

// ---------------------------------------------------------------- check-in

/**
 * Scans of one departure (its key, lib/backoffice/departure), one after the other (a phone's offline
 * queue syncs through here too); a scan may name the travellers the driver ticked.
 */
export async function checkinAction(departure: string, scans: CheckinRequest[]): Promise<StaffResult<CheckinResult[]>> {
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

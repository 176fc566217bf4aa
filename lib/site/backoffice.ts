/**
 * The back office's server side (spec §3/§6): the signed-in staff member of this request, the guard
 * of every page and action, and the translation of refusals. Everything goes through BookingApi's
 * optional `backoffice` capability, which only the built-in engine offers: in remote mode the
 * operator's own system is the back office, and these pages answer 404.
 */
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { getApi } from '@/lib/api';
import { BackofficeError, type BackofficeCapability } from '@/lib/backoffice/types';
import { may, type BackofficeAction, type StaffUser } from '@/lib/backoffice/rights';
import { SESSION_COOKIES } from '@/lib/auth/guard';

/** The capability, or null in remote mode. */
export async function backofficeApi(): Promise<BackofficeCapability | null> {
  return (await getApi()).backoffice ?? null;
}

/** The session cookies of this request as a Cookie header (only ours: nothing else is passed on). */
export async function sessionCookieHeader(): Promise<string> {
  const store = await cookies();
  return SESSION_COOKIES.flatMap((name) => {
    const value = store.get(name)?.value;
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  }).join('; ');
}

/** The staff member signed in with this request, once per request; null without a valid session. */
export const currentStaff = cache(async (): Promise<StaffUser | null> => {
  const api = await backofficeApi();
  if (!api) return null;
  const header = await sessionCookieHeader();
  return header ? api.auth.session(header) : null;
});

/**
 * For pages: the capability and the staff member; without a session to /auth (and back after
 * sign-in), without the right a 403 page, in remote mode 404.
 */
export async function requireStaff(
  path: string,
  action: BackofficeAction = 'dashboard.view',
): Promise<{ api: BackofficeCapability; user: StaffUser }> {
  const api = await backofficeApi();
  if (!api) notFound();
  const user = await currentStaff();
  if (!user) redirect(`/auth?next=${encodeURIComponent(path)}`);
  if (!may(user.rights, action)) redirect(`/backoffice/kein-zugriff`);
  return { api, user };
}

export type StaffResult<T> =
  { ok: true; data: T } | { ok: false; status: 401 | 403 | 404 | 400 | 409 | 503; message: string };

/**
 * For server actions and route handlers: runs `fn` for the signed-in staff member and turns every
 * refusal into a status with a translated message (never a thrown error at the browser). The right
 * is checked here and again by the engine, which is the one that counts.
 */
export async function asStaff<T>(
  action: BackofficeAction,
  fn: (api: BackofficeCapability, user: StaffUser) => Promise<T>,
): Promise<StaffResult<T>> {
  const t = await getTranslations('backoffice.errors');
  const api = await backofficeApi();
  if (!api) return { ok: false, status: 404, message: t('unavailable') };
  const user = await currentStaff();
  if (!user) return { ok: false, status: 401, message: t('signedOut') };
  if (!may(user.rights, action)) return { ok: false, status: 403, message: t('forbidden') };
  try {
    return { ok: true, data: await fn(api, user) };
  } catch (error) {
    if (error instanceof BackofficeError) {
      return { ok: false, status: error.status, message: t.has(error.messageKey) ? t(error.messageKey) : t('failed') };
    }
    console.error(`[backoffice] ${action} failed:`, error);
    return { ok: false, status: 503, message: t('failed') };
  }
}

/** For pages: a refusal of the engine (a booking that is not there, …) as the right page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackofficeError && error.kind === 'not_found') notFound();
    if (error instanceof BackofficeError && error.kind === 'forbidden') redirect('/backoffice/kein-zugriff');
    throw error;
  }
}

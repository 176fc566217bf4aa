'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { actionArgs } from '../http/action-args';
import { requestIsHttps } from '../http/origin';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from './locales';

/** Remembers the chosen language for 365 days (spec §1), Secure under HTTPS. The caller refreshes the page. */
export async function setLocale(locale: string): Promise<void> {
  actionArgs(z.tuple([z.string().max(10)]), [locale]);
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: await requestIsHttps(),
  });
}

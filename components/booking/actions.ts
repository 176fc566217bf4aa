'use server';
/**
 * The booking form's server actions: the backend of the booking page. The browser sends form data
 * only; lib/site/booking validates it and composes the contract requests for getApi(), so the same
 * form books against the built-in engine or the operator's own system. Each answers an ActionResult.
 * The visitor (lib/site/visitor: cookie and client address) goes along: checks and saves are
 * rate-limited per client, and the visitor's hold on the trip is theirs to renew.
 */
import { headers } from 'next/headers';
import { after } from 'next/server';
import { z } from 'zod';
import { getApi } from '@/lib/api';
import { visitorLocale } from '@/lib/i18n/visitor';
import * as booking from '@/lib/site/booking';
import type { CheckInput, SaveInput, SeatPlanInput } from '@/lib/site/booking';
import { limit } from '@/lib/site/rate-limit';
import { clientAddress } from '@/lib/http/client';
import { currentVisitor } from '@/lib/site/visitor';
import { actionArgs, plain, shortText } from '@/lib/http/action-args';

// The shapes of the arguments; the fields inside are lib/site/booking's to check (with the form's messages).
const tripCode = z.tuple([shortText]);
const object = z.tuple([plain(z.looseObject({}))]);

export async function getTripServices(idreise: string) {
  actionArgs(tripCode, [idreise]);
  return booking.tripServices(await getApi(), await visitorLocale(), idreise, await currentVisitor({ write: false }));
}

export async function getBoardingPoints(idreise: string) {
  actionArgs(tripCode, [idreise]);
  return booking.boardingPoints(await getApi(), await visitorLocale(), idreise);
}

export async function listPaymentTypes() {
  return booking.paymentTypes(await getApi(), await visitorLocale());
}

export async function getSeatPlans(input: SeatPlanInput) {
  actionArgs(object, [input]);
  return booking.seatPlans(await getApi(), await visitorLocale(), input, await currentVisitor({ write: false }));
}

export async function checkBooking(input: CheckInput) {
  actionArgs(object, [input]);
  return booking.check(await getApi(), await visitorLocale(), input, await currentVisitor({ write: true }));
}

export async function saveBooking(input: SaveInput) {
  actionArgs(object, [input]);
  return booking.save(await getApi(), await visitorLocale(), input, undefined, await currentVisitor({ write: true }));
}

export type ImportAnswer =
  { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** The import takes no arguments: a call with any is refused, not passed on. */
const importArguments = z.tuple([]);

/**
 * Fire-and-forget (spec §7): answers at once, the import runs after the response. A public action, so
 * limited per client address ('import-processes') and its arguments checked like an HTTP body.
 */
export async function importProcesses(...args: unknown[]): Promise<ImportAnswer> {
  if (!importArguments.safeParse(args).success) return { ok: false, reason: 'invalid' };
  const verdict = await limit('import-processes', clientAddress(await headers()));
  if (!verdict.ok) return { ok: false, reason: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds };
  after(async () => booking.importToday(await getApi()));
  return { ok: true };
}

'use server';
/**
 * Find my booking: process number + the booker's e-mail. Both are compared in constant time and any
 * wrong combination gets the same neutral answer, so the form tells nothing about which part was wrong.
 * Misses are rate-limited per client address and per e-mail address (lib/site/find-booking): past a
 * handful the form says how long to wait instead of looking up.
 */
import { headers } from 'next/headers';
import { z } from 'zod';
import { redirect } from 'next/navigation';
import { getApi } from '@/lib/api';
import { manageBookingPath } from '@/lib/api/contract/site-paths';
import { isSafeText } from '@/lib/http/input';
import { actionArgs, formData } from '@/lib/http/action-args';
import { findBookingLimited } from '@/lib/site/find-booking';
import { clientAddress } from '@/lib/http/client';

export type FindBookingState =
  | { status: 'idle' }
  | { status: 'not_found'; processNumber: string; email: string }
  | { status: 'rate_limited'; processNumber: string; email: string; retryAfterSeconds: number };

export async function findBookingAction(_previous: FindBookingState, form: FormData): Promise<FindBookingState> {
  actionArgs(z.tuple([z.unknown(), formData]), [_previous, form]);
  const processNumber = String(form.get('processNumber') ?? '')
    .trim()
    .slice(0, 64);
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200);
  // Text no booking can have (NUL, a lone surrogate: lib/http/input) is looked up as nothing (a miss).
  const searchable = isSafeText(processNumber) && isSafeText(email);
  const outcome = await findBookingLimited(await getApi(), {
    processNumber: searchable ? processNumber : '',
    email: searchable ? email : '',
    clientAddress: clientAddress(await headers()),
  });
  if (outcome.kind === 'rate_limited') {
    return { status: 'rate_limited', processNumber, email, retryAfterSeconds: outcome.retryAfterSeconds };
  }
  if (outcome.kind === 'not_found') return { status: 'not_found', processNumber, email };
  redirect(manageBookingPath(outcome.processNumber, outcome.token));
}

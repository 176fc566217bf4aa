/**
 * The ticket variant's own rules (spec §2 "Booking form, ticket variant", §3 "Ticket date entry",
 * §5, §9): the day of a match, how many tickets one booking may take and which payment types the
 * ticket form offers. Pure, no I/O: the form, the site and the engine read them alike.
 */
import { berlinDay } from '../zone';
import { MAX_TRAVELLERS } from './form-rules';
import { availablePaymentTypes, isPaymentType, type PaymentType } from './payment-types';

/** spec §3/§9: the ticket form starts with one ticket. */
export const DEFAULT_TICKETS = 1;

/** spec §5: 'subscription' is hidden in the ticket form, whatever the payment list offers. */
export const TICKET_HIDDEN_PAYMENT_TYPES: readonly string[] = ['subscription'];

const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * The operator's calendar day of a match: a kick-off with a UTC offset is read in Europe/Berlin
 * ('2026-12-12T23:30:00Z' → '2026-12-13'), one without as the wall-clock time it is written in.
 */
export function matchDay(kickoff: string): string {
  if (kickoff.length <= 10 || !HAS_OFFSET.test(kickoff)) return kickoff.slice(0, 10);
  const instant = new Date(kickoff);
  return Number.isNaN(instant.getTime()) ? kickoff.slice(0, 10) : berlinDay(instant);
}

/**
 * spec §9: at most 10 tickets per booking and never more than the match date has left; 10 when the
 * booking system does not say how many are left (its price check has the last word).
 */
export function maxTickets(freeTickets: number | undefined): number {
  return Math.max(0, Math.min(MAX_TRAVELLERS, freeTickets ?? MAX_TRAVELLERS));
}

/** A ticket count that fits the match date: at least 1, at most what is left (0 when sold out). */
export function clampTickets(count: number, freeTickets: number | undefined): number {
  const max = maxTickets(freeTickets);
  return max === 0 ? 0 : Math.min(Math.max(1, Math.trunc(count) || 1), max);
}

/**
 * spec §5: the payment types of the ticket form: the offered types without 'subscription', only the
 * types the site knows, and invoice only when the match is more than 14 days away (no match chosen
 * yet: every type offered).
 */
export function ticketPaymentTypes(
  offered: readonly string[],
  kickoff: string | undefined,
  today: string,
): PaymentType[] {
  const known = offered.filter((type) => !TICKET_HIDDEN_PAYMENT_TYPES.includes(type)).filter(isPaymentType);
  return kickoff === undefined ? known : availablePaymentTypes(known, matchDay(kickoff), today);
}

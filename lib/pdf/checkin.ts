/**
 * The check-in code printed as a QR code (spec §1: tickets are mobile, check-in happens on the bus).
 * It names the booking and carries a signature, so the driver's scanner can tell a genuine ticket
 * from a made-up one offline-first and look the booking up by its process number.
 */
import { hmac, safeEqual } from '../secret';

const PREFIX = 'AXR1';
const PURPOSE = 'checkin';

export function checkinCode(processNumber: string, persons: number): string {
  const payload = `${processNumber}:${persons}`;
  return `${PREFIX}:${payload}:${hmac(PURPOSE, payload).slice(0, 22)}`;
}

/** The booking a scanned code names, or undefined when the code is not genuine. */
export function readCheckinCode(code: string): { processNumber: string; persons: number } | undefined {
  const parts = code.split(':');
  if (parts.length !== 4 || parts[0] !== PREFIX) return undefined;
  const [, processNumber, persons, signature] = parts;
  const expected = hmac(PURPOSE, `${processNumber}:${persons}`).slice(0, 22);
  if (!safeEqual(expected, signature)) return undefined;
  return { processNumber, persons: Number(persons) };
}

const TICKET_PREFIX = 'AXT1';
const TICKET_PURPOSE = 'ticket';

/**
 * The code of one match ticket of a booking (one QR code per ticket on the confirmation): ticket
 * `number` of `count`, signed like the check-in code, so each ticket can be scanned on its own.
 */
export function ticketCode(processNumber: string, number: number, count: number): string {
  const payload = `${processNumber}:${number}/${count}`;
  return `${TICKET_PREFIX}:${payload}:${hmac(TICKET_PURPOSE, payload).slice(0, 22)}`;
}

/** The ticket a scanned code names, or undefined when the code is not genuine. */
export function readTicketCode(code: string): { processNumber: string; number: number; count: number } | undefined {
  const parts = code.split(':');
  if (parts.length !== 4 || parts[0] !== TICKET_PREFIX) return undefined;
  const [, processNumber, ticket, signature] = parts;
  if (!safeEqual(hmac(TICKET_PURPOSE, `${processNumber}:${ticket}`).slice(0, 22), signature)) return undefined;
  const [number, count] = ticket.split('/').map(Number);
  return { processNumber, number, count };
}

/**
 * BookingApi: the one interface through which the site reads and writes data. It is the calls of
 * spec §7 (`ContractApi`, in the contract's shapes; every backend answers them) plus optional
 * capabilities that only some backends have, in the site's own model (English names, integer cents,
 * ISO dates). Implementations: `local` (the built-in engine, in-process; has every capability) and
 * `http` (the operator's system; has those the remote offers). The UI offers a feature only when the
 * configured backend has its capability, so a site in front of a remote system never pretends:
 *
 *   const api = await getApi();
 *   if (!api.bookings) notFound();
 */
import type { ContractApi } from './contract/calls';
import type { PaymentRequest } from './contract/schemas';
import type { ReturnKind } from './contract/site-paths';
import type { PaymentType } from '../booking/schema';
import type { PaymentView } from '../booking/payment-types';

import type { BackofficeCapability } from '../backoffice/types';

export interface BookingApi extends ContractApi {
  /** Find my booking: process number + e-mail → the booking and its payment state. */
  bookings?: BookingsCapability;
  /** Paying a booking online beyond spec §7: the prepared request, the state, return pages, the verified push. */
  payments?: PaymentsCapability;
  /** A booking's confirmation PDF and calendar file, by its token. */
  documents?: DocumentsCapability;
  /** The backend cancels online bookings left unpaid for a known time. */
  paymentDeadline?: PaymentDeadlineCapability;
  /** Resolves when the backend's own storage answers, rejects otherwise. */
  health?(): Promise<void>;
  /**
   * The backend tells the site of every change of free places itself (the built-in engine's
   * "availability changed", lib/site/invalidation); without it the site expires what it booked.
   */
  announcesAvailability?: true;
  /** Staff sign-in and the back office (spec §3/§6): the built-in engine only. */
  backoffice?: BackofficeCapability;
}

/** What proves access to a booking: its process number and its unguessable token. */
export interface BookingKey {
  processNumber: string;
  token: string;
}

export type { PaymentView } from '../booking/payment-types';

export interface BookingTraveller {
  name: string;
  boardingPoint: { city: string; place: string; time: string } | null;
  seatOutbound: number | null;
  /** The seat on the return coach; null when the trip has none or no seat was chosen. */
  seatReturn: number | null;
}

/** A booking as its own page (find my booking) shows it. */
export interface BookingView {
  processNumber: string;
  token: string;
  status: 'confirmed' | 'cancelled';
  paymentType: PaymentType;
  paymentState: PaymentView;
  /** ISO instant. */
  paidAt: string | null;
  totalCents: number;
  depositCents: number;
  /** ISO date. */
  depositDue: string;
  balanceCents: number;
  /** ISO date. */
  balanceDue: string | null;
  /** ISO instant until which an online payment must arrive; null when the backend sets none. */
  paymentDeadline: string | null;
  trip: { title: string; dateFrom: string; dateTill: string; departure: string };
  /** Empty for match tickets, which name no travellers. */
  travellers: BookingTraveller[];
  /** Match tickets: the match, its kick-off an ISO timestamp; absent for a trip. */
  match?: { title: string; kickoff: string } | null;
  /** Number of tickets or travellers. */
  persons: number;
  /** Where the booking's documents are served; null when the backend serves none. */
  documents: { confirmationPdf: string; calendar: string } | null;
}

export interface BookingsCapability {
  /** The booking with this process number and the booker's e-mail; null for any wrong pair. */
  find(processNumber: string, email: string): Promise<BookingKey | null>;
  /**
   * The booking behind the key, its payment state just asked of the provider; null for a wrong key,
   * 'expired' once its trip is long over (TOKEN_DAYS_AFTER_RETURN).
   */
  get(key: BookingKey): Promise<BookingView | null | Expired>;
}

/**
 * Why a payment cannot start: no such booking, already paid, cancelled, not paid online with this
 * type, or its checkout closed (payment window over, or opened as often as it may be).
 */
export type PaymentRefusal = 'not_found' | 'paid' | 'cancelled' | 'not_online' | 'closed';

/** A payment return page (/payment/{kind}-…): the booking it names and its state as the backend knows it. */
export interface PaymentReturn {
  kind: ReturnKind;
  paymentState: PaymentView;
  processNumber: string;
  token: string;
  paymentType: PaymentType;
}

export interface PaymentsCapability {
  /**
   * The request for POST {payments} (`createPayment`), composed by the backend from the booking: the
   * amount (its deposit), the payer and the return URLs never come from the browser.
   */
  prepare(
    key: BookingKey,
    paymentType: string,
  ): Promise<{ ok: true; request: PaymentRequest } | { ok: false; reason: PaymentRefusal }>;
  /** The booking's payment state after asking the provider; null for a wrong key. */
  state(key: BookingKey): Promise<PaymentView | null>;
  /** A return page's `{data}` segment (URL-decoded); null when it names no booking with that token. */
  handleReturn(path: string): Promise<PaymentReturn | null>;
  /**
   * The provider's notification for a push path: the only thing that makes a payment count, and only
   * when its signature verifies. Idempotent. Answers the HTTP status and body for the provider.
   */
  handlePush(
    path: string,
    push: { headers: Headers; body: string },
  ): Promise<{ status: number; body: { ok: boolean; error?: string; paymentStatus?: string } }>;
}

/**
 * A right key whose links no longer work: the booking was cancelled, or its trip returned longer ago
 * than TOKEN_DAYS_AFTER_RETURN (issue 26). Pages and documents answer it with 410 and say so.
 */
export const EXPIRED = 'expired';
export type Expired = typeof EXPIRED;

export interface DocumentsCapability {
  /** The confirmation PDF; null for a wrong key, 'expired' when the key no longer opens it. */
  confirmationPdf(key: BookingKey): Promise<Uint8Array | null | Expired>;
  /** The trip as a calendar file (.ics text); null for a wrong key, 'expired' when the key no longer opens it. */
  calendar(key: BookingKey): Promise<string | null | Expired>;
}

export interface PaymentDeadlineCapability {
  /** Hours an online booking may stay unpaid before it is cancelled and its seats go back on sale. */
  windowHours(): Promise<number>;
}

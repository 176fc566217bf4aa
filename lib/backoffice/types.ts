/**
 * The back office's own model (English names, integer cents, ISO dates), shared by the engine that
 * answers it, the site code that calls it and the pages that show it. The capability is offered by
 * the built-in engine only: in remote mode the operator's own system is the back office.
 */
import type { BackofficeAction, Rights, StaffUser } from './rights';
import type { DepartureRef } from './departure';

/** Why a back-office call was refused: 403, 404, 400, 409 (the site maps them to translated texts). */
export type BackofficeErrorKind = 'forbidden' | 'not_found' | 'invalid' | 'conflict';

export class BackofficeError extends Error {
  constructor(
    readonly kind: BackofficeErrorKind,
    /** A message key of the `backoffice.errors` namespace. */
    readonly messageKey: string,
    readonly action?: BackofficeAction,
  ) {
    super(`${kind}: ${messageKey}`);
  }

  get status(): 403 | 404 | 400 | 409 {
    return ({ forbidden: 403, not_found: 404, invalid: 400, conflict: 409 } as const)[this.kind];
  }
}

// ---------------------------------------------------------------- sign-in

export type SignInResult =
  | { ok: true; cookie: SessionCookie; user: StaffUser }
  | { ok: false; reason: 'invalid' | 'inactive' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** The session cookie as the auth library wants it set (HTTP-only, SameSite, Secure under https). */
export interface SessionCookie {
  name: string;
  value: string;
  maxAge: number | undefined;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
}

// ---------------------------------------------------------------- dashboard

export interface CoachLoad {
  serviceId: number;
  name: string;
  direction: 'H' | 'R' | null;
  capacity: number;
  sold: number;
}

export interface DepartureSummary {
  journeyId: number;
  /** The departure's address part (lib/backoffice/departure): a trip, or one match of a ticket journey. */
  key: string;
  code: string;
  title: string;
  /** The match's title for a match ticket departure; null for a trip. */
  match: string | null;
  dateFrom: string;
  departure: string;
  bookable: boolean;
  bookings: number;
  persons: number;
  coaches: CoachLoad[];
}

export interface OpenBooking {
  bookingId: number;
  processNumber: string;
  name: string;
  trip: string;
  paymentType: string;
  /** What is still to pay now (the deposit), in cents. */
  amountCents: number;
  /** ISO date the money was due. */
  due: string;
  overdue: boolean;
}

export interface MailSummary {
  id: number;
  bookingId: number | null;
  processNumber: string | null;
  kind: string;
  to: string;
  subject: string;
  status: 'WAITING' | 'RETRY' | 'SENT' | 'FAILED';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface Dashboard {
  /** Each part is null when the user may not see it. */
  departures: DepartureSummary[] | null;
  lastWeek: { bookings: number; persons: number; cancelled: number } | null;
  revenue: { bookedCents: number; receivedCents: number; refundedCents: number } | null;
  unpaid: { count: number; overdueCount: number; openCents: number; items: OpenBooking[] } | null;
  mails: { failed: number; retrying: number; waiting: number; items: MailSummary[] } | null;
}

// ---------------------------------------------------------------- bookings

export interface BookingRow {
  bookingId: number;
  processNumber: string;
  createdAt: string;
  name: string;
  email: string;
  trip: string;
  journeyId: number;
  /** The departure the booking travels on (lib/backoffice/departure): its match for a ticket booking. */
  departureKey: string;
  /** The match's title for a ticket booking; null for a trip. */
  match: string | null;
  /** The day it travels: the match's day for a ticket booking. */
  dateFrom: string;
  persons: number;
  status: 'confirmed' | 'cancelled';
  paymentType: string;
  paymentStatus: 'open' | 'paid' | 'refunded';
  totalCents: number;
}

export interface BoardingPointView {
  city: string;
  place: string;
  time: string;
}

export interface TravellerView {
  name: string;
  birthday: string;
  boardingPoint: BoardingPointView | null;
  seatOutbound: number | null;
  seatReturn: number | null;
  coach: string | null;
  /** When this traveller boarded (check-in per traveller); null before. */
  boardedAt: string | null;
}

/** A booked room and who sleeps in it (the form's room assignment, spec §2). */
export interface RoomView {
  name: string;
  quantity: number;
  /** Each booked room of this kind with its sleepers' names, in booking order. */
  occupants: string[][];
}

export interface BookingDetail extends BookingRow {
  token: string;
  booker: { name: string; address: string; phone: string; email: string };
  travellers: TravellerView[];
  /** Rooms (UNT) and extras (SON) the booking claimed, by name. */
  rooms: RoomView[];
  extras: { name: string; quantity: number }[];
  priceLines: { description: string; quantity: number; totalCents: number }[];
  depositCents: number;
  depositDue: string;
  balanceCents: number;
  balanceDue: string | null;
  paidAt: string | null;
  /** null when the user may not see payments. */
  payments:
    | {
        id: number;
        provider: string;
        ref: string;
        type: string;
        amountCents: number;
        status: string;
        createdAt: string;
      }[]
    | null;
  mails: MailSummary[];
  events: { at: string; actor: string; type: string; data: Record<string, unknown> }[];
  comment: string;
  /** When the last traveller boarded; null until all have. */
  boardedAt: string | null;
  /** Whether a cancellation would refund money (needs the buchhaltung right as well). */
  hasPaidMoney: boolean;
}

export interface CancelOutcome {
  processNumber: string;
  journeyId: number;
  refundedCents: number;
  /** Refunds the provider refused for now: they stay due and are retried. */
  refundsPending: number;
}

// ---------------------------------------------------------------- departures

export interface Passenger {
  bookingId: number;
  processNumber: string;
  /** The traveller's place in the booking (0-based): what a check-in of one traveller names. */
  traveller: number;
  name: string;
  seat: number | null;
  seatReturn: number | null;
  phone: string;
  paymentStatus: string;
  boardedAt: string | null;
}

export interface PassengerGroup {
  coach: string;
  coachId: number | null;
  boardingPoint: BoardingPointView | null;
  passengers: Passenger[];
}

export interface PassengerList {
  journeyId: number;
  ticketDateId: number | null;
  key: string;
  code: string;
  title: string;
  match: string | null;
  dateFrom: string;
  departure: string;
  persons: number;
  boarded: number;
  groups: PassengerGroup[];
  /** Match ticket bookings: no travellers, only a count. */
  tickets: {
    bookingId: number;
    processNumber: string;
    name: string;
    count: number;
    /** Tickets of the booking checked in so far. */
    boarded: number;
    /** When the last ticket was checked in; null until all are. */
    boardedAt: string | null;
  }[];
}

export interface DepartureRow {
  journeyId: number;
  ticketDateId: number | null;
  key: string;
  code: string;
  title: string;
  match: string | null;
  dateFrom: string;
  bookings: number;
  persons: number;
}

// ---------------------------------------------------------------- mails

export interface MailDetail extends MailSummary {
  html: string;
  text: string;
}

// ---------------------------------------------------------------- trips

export interface TripRow {
  journeyId: number;
  /** One match of a ticket journey (each match is its own row with its own free tickets); null for a trip. */
  ticketDateId: number | null;
  code: string;
  title: string;
  match: string | null;
  dateFrom: string;
  dateTill: string;
  tripType: string;
  online: boolean;
  free: number;
}

export interface TripService {
  serviceId: number;
  art: 'UNT' | 'SON' | 'BEF';
  name: string;
  direction: 'H' | 'R' | null;
  capacity: number;
  taken: number;
  free: number;
  closed: boolean;
  /** BEF: seats in the plan, and those blocked by staff. */
  seats: number | null;
  blockedSeats: number | null;
}

export interface TripDetail extends TripRow {
  services: TripService[];
}

// ---------------------------------------------------------------- users

export interface StaffUserRow {
  id: string;
  email: string;
  name: string;
  rights: Rights;
  active: boolean;
  createdAt: string;
}

export interface NewStaffUser {
  email: string;
  name: string;
  password: string;
  rights: Rights;
}

// ---------------------------------------------------------------- check-in

export interface CheckinEntry {
  bookingId: number;
  processNumber: string;
  /** The code printed as QR on the confirmation PDF: compared as is, also offline. */
  code: string;
  names: string[];
  seats: number[];
  boardingPoint: BoardingPointView | null;
  persons: number;
  /** One line per traveller (a ticket booking: per ticket), each checked in on its own. */
  travellers: { index: number; name: string; seat: number | null; boardedAt: string | null }[];
  /** When the last traveller boarded: the booking is checked in; null until all have. */
  boardedAt: string | null;
}

export interface CheckinList {
  journeyId: number;
  ticketDateId: number | null;
  key: string;
  title: string;
  match: string | null;
  dateFrom: string;
  departure: string;
  entries: CheckinEntry[];
}

export interface CheckinRequest {
  /** A scanned QR code or a typed process number. */
  input: string;
  /** ISO instant of the scan on the phone. */
  at: string;
  /**
   * The travellers (0-based places) the driver chose to board; absent: everyone the input names
   * (a booking's QR code or process number: all, a ticket's QR code: that ticket).
   */
  travellers?: number[];
}

export type CheckinResult =
  | { status: 'boarded'; entry: CheckinEntry }
  | { status: 'already'; entry: CheckinEntry }
  | { status: 'unknown'; input: string }
  | { status: 'other_departure'; input: string; trip: string; match: string | null; dateFrom: string }
  | { status: 'cancelled'; entry: CheckinEntry };

// ---------------------------------------------------------------- the capability

export interface BackofficeCapability {
  auth: {
    /** `secure`: the request came over https as the edge resolved it (lib/http/client); the cookie follows it. */
    signIn(input: {
      email: string;
      password: string;
      ip: string;
      userAgent: string;
      secure?: boolean;
    }): Promise<SignInResult>;
    /** The staff member behind a Cookie header; null without a valid, unexpired session or for an inactive user. */
    session(cookieHeader: string): Promise<StaffUser | null>;
    signOut(cookieHeader: string): Promise<void>;
  };
  dashboard(actor: StaffUser): Promise<Dashboard>;
  bookings: {
    search(actor: StaffUser, query: string): Promise<BookingRow[]>;
    get(actor: StaffUser, processNumber: string): Promise<BookingDetail>;
    cancel(actor: StaffUser, processNumber: string): Promise<CancelOutcome>;
    resendConfirmation(actor: StaffUser, processNumber: string): Promise<void>;
  };
  departures: {
    list(actor: StaffUser): Promise<DepartureRow[]>;
    passengers(actor: StaffUser, departure: DepartureRef): Promise<PassengerList>;
  };
  mails: {
    list(actor: StaffUser, filter: { status?: MailSummary['status'] }): Promise<MailSummary[]>;
    get(actor: StaffUser, id: number): Promise<MailDetail>;
    resend(actor: StaffUser, id: number): Promise<void>;
    /** The newest mail id and the number of failed mails: what the 'new mail' toast compares. */
    pulse(
      actor: StaffUser,
    ): Promise<{ latestId: number; latestSubject: string; failed: number; failedSubject: string }>;
  };
  trips: {
    list(actor: StaffUser, query: string): Promise<TripRow[]>;
    get(actor: StaffUser, journeyId: number): Promise<TripDetail>;
    setOnline(actor: StaffUser, journeyId: number, online: boolean): Promise<void>;
    setServiceClosed(actor: StaffUser, serviceId: number, closed: boolean): Promise<{ journeyId: number }>;
    setFree(actor: StaffUser, serviceId: number, free: number): Promise<{ journeyId: number }>;
  };
  users: {
    list(actor: StaffUser): Promise<StaffUserRow[]>;
    /** actor null: the user:create script on the server's own console. */
    create(actor: StaffUser | null, input: NewStaffUser): Promise<StaffUserRow>;
    update(actor: StaffUser, id: string, change: { rights?: Rights; active?: boolean; name?: string }): Promise<void>;
    setPassword(actor: StaffUser, id: string, password: string): Promise<void>;
  };
  checkin: {
    list(actor: StaffUser, departure: DepartureRef): Promise<CheckinList>;
    scan(actor: StaffUser, departure: DepartureRef, request: CheckinRequest): Promise<CheckinResult>;
  };
}

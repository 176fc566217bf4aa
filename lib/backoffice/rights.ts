/**
 * The back office's rights (spec §6: flags admin, buchhaltung, buyer, gruppen, all false by default;
 * what each may do is not shown there, so it is decided here, once, for the server and the UI):
 * - buchhaltung: payments, refunds, revenue;
 * - gruppen: bookings, passenger lists, check-in, mails;
 * - buyer: trips and capacity;
 * - admin: users, and everything else.
 * The server refuses an action without its right (403); the UI only hides what it would refuse.
 */
export const RIGHTS = ['admin', 'buchhaltung', 'buyer', 'gruppen'] as const;
export type Right = (typeof RIGHTS)[number];
export type Rights = Record<Right, boolean>;

export const NO_RIGHTS: Rights = { admin: false, buchhaltung: false, buyer: false, gruppen: false };

/** Every action of the back office and the right it needs (any of the listed; admin may do all). */
export const ACTION_RIGHTS = {
  'dashboard.view': [],
  'dashboard.departures': ['gruppen', 'buyer'],
  'dashboard.bookings': ['gruppen', 'buchhaltung'],
  'dashboard.revenue': ['buchhaltung'],
  'dashboard.unpaid': ['buchhaltung'],
  'dashboard.mails': ['gruppen'],
  'bookings.read': ['gruppen', 'buchhaltung'],
  'bookings.cancel': ['gruppen'],
  'bookings.resend': ['gruppen'],
  'payments.read': ['buchhaltung'],
  /** Cancelling a booking that has money paid refunds it: also a payment action. */
  'payments.refund': ['buchhaltung'],
  'departures.read': ['gruppen'],
  'checkin.scan': ['gruppen'],
  'mails.read': ['gruppen'],
  'mails.resend': ['gruppen'],
  'trips.read': ['buyer'],
  'trips.edit': ['buyer'],
  'users.manage': [],
} as const satisfies Record<string, readonly Right[]>;

export type BackofficeAction = keyof typeof ACTION_RIGHTS;

/** Whether a user with these rights may do the action. Admin may do everything. */
export function may(rights: Rights, action: BackofficeAction): boolean {
  if (rights.admin) return true;
  const needed: readonly Right[] = ACTION_RIGHTS[action];
  if (action === 'users.manage') return false;
  return needed.length === 0 || needed.some((right) => rights[right]);
}

/** Parses `admin,buchhaltung,…` (the user:create script's --rights); unknown names are an error. */
export function parseRights(list: string): Rights {
  const rights: Rights = { ...NO_RIGHTS };
  for (const name of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!(RIGHTS as readonly string[]).includes(name)) throw new Error(`unknown right: ${name}`);
    rights[name as Right] = true;
  }
  return rights;
}

/** A signed-in staff member as the back office sees them. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  rights: Rights;
  active: boolean;
}

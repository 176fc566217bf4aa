/**
 * The back office of the built-in engine (spec §3/§6): staff sign-in and the desks, each checking
 * the actor's right before it reads or writes (lib/backoffice/rights). lib/api/local.ts offers it
 * as BookingApi's optional `backoffice` capability; a remote booking system has its own.
 */
import type { BackofficeCapability } from '../../backoffice/types';
import type { EngineContext } from '../index';
import { createStaffAuth } from './auth';
import { createBookingDesk } from './bookings';
import { createCheckinDesk } from './checkin';
import { createDashboard } from './dashboard';
import { createDepartureDesk } from './departures';
import { createMailDesk } from './mails';
import { createTripDesk } from './trips';
import { createUserDesk } from './users';

export function createBackoffice(ctx: EngineContext): BackofficeCapability {
  const auth = createStaffAuth(ctx);
  return {
    auth: {
      signIn: auth.signIn,
      session: auth.session,
      signOut: auth.signOut,
    },
    dashboard: createDashboard(ctx),
    bookings: createBookingDesk(ctx),
    departures: createDepartureDesk(ctx),
    mails: createMailDesk(ctx),
    trips: createTripDesk(ctx),
    users: createUserDesk(ctx, auth),
    checkin: createCheckinDesk(ctx),
  };
}

/**
 * Session data of the booking forms lives in sessionStorage under keys starting with 'booking:'
 * (e.g. 'booking:radio' for the radio selection). Clicking the logo resets it (spec §2).
 * Forms that keep state in memory can listen for the `booking:reset` event on window.
 */
export const BOOKING_SESSION_PREFIX = 'booking:';
export const BOOKING_RESET_EVENT = 'booking:reset';

export function clearBookingSession(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.sessionStorage,
): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(BOOKING_SESSION_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage can be unavailable (privacy mode); nothing to reset then
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BOOKING_RESET_EVENT));
}

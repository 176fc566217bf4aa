'use client';
/** Abmelden: clears the phone's check-in data before the session ends (issue 26). */
import { clearCheckinStorage } from './checkin-store';
import { signOutAction } from './actions';

export function SignOutButton({ label, className }: { label: string; className?: string }) {
  return (
    <form action={signOutAction} onSubmit={clearCheckinStorage}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

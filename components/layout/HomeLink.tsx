'use client';
/**
 * The link home behind the logo: clicking it also resets the stored booking session data (spec §2).
 * Its class comes from LogoLink (a server component), as does the picture inside.
 */
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { clearBookingSession } from './session';

export function HomeLink({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <Link href="/" className={className} aria-label={label} onClick={() => clearBookingSession()} data-logo="">
      {children}
    </Link>
  );
}

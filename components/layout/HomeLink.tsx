'use client';
/** The link home behind the logo: clicking it also resets the stored booking session data (spec §2). */
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { clearBookingSession } from './session';
import styles from './Header.module.css';

export function HomeLink({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Link href="/" className={styles.logo} aria-label={label} onClick={() => clearBookingSession()} data-logo="">
      {children}
    </Link>
  );
}

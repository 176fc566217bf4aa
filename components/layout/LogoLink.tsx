'use client';
/** The logo: a link home that also resets the stored booking session data (spec §2). */
import Image from 'next/image';
import Link from 'next/link';
import { clearBookingSession } from './session';
import styles from './Header.module.css';

export function LogoLink({ label, src = '/images/logo-light.svg' }: { label: string; src?: string }) {
  return (
    <Link href="/" className={styles.logo} aria-label={label} onClick={() => clearBookingSession()} data-logo="">
      <Image src={src} alt="" width={188} height={44} loading="eager" />
    </Link>
  );
}

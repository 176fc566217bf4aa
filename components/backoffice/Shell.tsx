/**
 * The back office's frame: a bar with the signed-in staff member and logout, the sections this user
 * may open (spec §3: the dashboard first), and the 'new mail' watcher for those who read the outbox.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { may, RIGHTS, type StaffUser } from '@/lib/backoffice/rights';
import { LogoLink } from '@/components/layout/LogoLink';
import { SectionNav, type Section } from './SectionNav';
import { MailPulse } from './MailPulse';
import { SignOutButton } from './SignOutButton';
import styles from './Shell.module.css';

export async function Shell({ user, children }: { user: StaffUser; children: ReactNode }) {
  const t = await getTranslations('backoffice');
  const sections: Section[] = [
    { href: '/backoffice', label: t('nav.dashboard'), icon: 'dashboard', exact: true },
    ...(may(user.rights, 'bookings.read')
      ? [{ href: '/backoffice/buchungen', label: t('nav.bookings'), icon: 'bookings' } as const]
      : []),
    ...(may(user.rights, 'departures.read')
      ? [{ href: '/backoffice/abfahrten', label: t('nav.departures'), icon: 'departures' } as const]
      : []),
    ...(may(user.rights, 'mails.read')
      ? [{ href: '/backoffice/mails', label: t('nav.mails'), icon: 'mails' } as const]
      : []),
    ...(may(user.rights, 'trips.read')
      ? [{ href: '/backoffice/reisen', label: t('nav.trips'), icon: 'trips' } as const]
      : []),
    ...(may(user.rights, 'users.manage')
      ? [{ href: '/backoffice/benutzer', label: t('nav.users'), icon: 'users' } as const]
      : []),
  ];
  const rights = RIGHTS.filter((r) => user.rights[r]);
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.brand}>
          <LogoLink label={t('toSite')} />
          <span className={styles.brandLabel}>{t('title')}</span>
        </div>
        <div className={styles.user}>
          <span className={styles.userName} data-testid="staff-name">
            {user.name}
            <small>{rights.length ? rights.map((r) => t(`rights.${r}`)).join(' · ') : t('rights.none')}</small>
          </span>
          <SignOutButton label={t('logout')} className={styles.logout} />
        </div>
      </header>
      <div className={styles.body}>
        <SectionNav sections={sections} label={t('nav.label')} />
        <main className={styles.main} id="main">
          {children}
        </main>
      </div>
      {may(user.rights, 'mails.read') ? <MailPulse /> : null}
    </div>
  );
}

import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import type { MailSummary } from '@/lib/backoffice/types';
import { MailStatus } from '@/components/backoffice/Badges';
import { instant } from '@/components/backoffice/format';
import { ListTable, PageHead } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('mails') };
}

const FILTERS = ['WAITING', 'RETRY', 'SENT', 'FAILED'] as const;

/** The mail outbox (ARCHITECTURE: without SMTP mails wait here), newest first, filtered by state. */
export default async function MailsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { status } = await searchParams;
  const filter = FILTERS.find((f) => f === status) as MailSummary['status'] | undefined;
  const { api, user } = await requireStaff(`/backoffice/mails${filter ? `?status=${filter}` : ''}`, 'mails.read');
  const [t, rows] = await Promise.all([getTranslations('backoffice'), api.mails.list(user, { status: filter })]);
  return (
    <>
      <PageHead title={t('mails.title')} sub={t('mails.intro')} />
      <nav className={styles.search} aria-label={t('mails.filter')}>
        <Link
          href="/backoffice/mails"
          className={styles.badge}
          aria-current={filter ? undefined : 'page'}
          data-tone={filter ? undefined : 'ok'}
        >
          {t('mails.all')}
        </Link>
        {FILTERS.map((f) => (
          <Link
            key={f}
            href={`/backoffice/mails?status=${f}`}
            className={styles.badge}
            aria-current={filter === f ? 'page' : undefined}
            data-tone={filter === f ? 'ok' : undefined}
          >
            {t(`status.mail.${f}`)}
          </Link>
        ))}
      </nav>
      <ListTable
        empty={t('mails.none')}
        head={
          <>
            <th>{t('mails.createdAt')}</th>
            <th>{t('mails.subject')}</th>
            <th>{t('mails.to')}</th>
            <th>{t('bookings.state')}</th>
          </>
        }
      >
        {rows.map((m) => (
          <tr key={m.id}>
            <td className={styles.nowrap}>{instant(m.createdAt)}</td>
            <td>
              <Link href={`/backoffice/mails/${m.id}`}>{m.subject}</Link>
              {m.processNumber ? <div className={styles.meta}>{m.processNumber}</div> : null}
            </td>
            <td>{m.to}</td>
            <td>
              <MailStatus status={m.status} />
              {m.lastError ? <div className={styles.meta}>{m.lastError}</div> : null}
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

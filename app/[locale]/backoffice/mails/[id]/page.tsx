import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { may } from '@/lib/backoffice/rights';
import { MailStatus } from '@/components/backoffice/Badges';
import { ConfirmAction } from '@/components/backoffice/ConfirmAction';
import { resendMailAction } from '@/components/backoffice/actions';
import { instant } from '@/components/backoffice/format';
import styles from '@/components/backoffice/Backoffice.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('mails') };
}

/** One mail of the outbox as the customer gets it (HTML in a sandboxed frame, and the text part); resend. */
export default async function MailPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const { api, user } = await requireStaff(`/backoffice/mails/${id}`, 'mails.read');
  const [t, mail] = await Promise.all([getTranslations('backoffice'), orNotFound(api.mails.get(user, id))]);
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.sub}>
            <Link href="/backoffice/mails">{t('mails.back')}</Link>
          </p>
          <h1>{mail.subject}</h1>
          <p className={styles.sub}>
            <MailStatus status={mail.status} /> {t('mails.toLine', { to: mail.to, at: instant(mail.createdAt) })}
          </p>
        </div>
        {may(user.rights, 'mails.resend') ? (
          <div className={styles.actions}>
            <ConfirmAction
              action={resendMailAction.bind(null, mail.id)}
              dialog="yesNoCancel"
              title={t('mails.resendTitle')}
              text={t('mails.resendText', { to: mail.to })}
              success={t('mails.resent')}
              testId="resend-mail"
            >
              {t('mails.resend')}
            </ConfirmAction>
          </div>
        ) : null}
      </div>
      <div className={styles.grid}>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="mail-meta">
          <h2 id="mail-meta">{t('mails.details')}</h2>
          <dl className={styles.pairs}>
            <dt>{t('mails.to')}</dt>
            <dd>{mail.to}</dd>
            {mail.processNumber ? (
              <>
                <dt>{t('bookings.processNumber')}</dt>
                <dd>
                  {may(user.rights, 'bookings.read') ? (
                    <Link href={`/backoffice/buchungen/${encodeURIComponent(mail.processNumber)}`}>
                      {mail.processNumber}
                    </Link>
                  ) : (
                    mail.processNumber
                  )}
                </dd>
              </>
            ) : null}
            <dt>{t('mails.attempts')}</dt>
            <dd>{mail.attempts}</dd>
            <dt>{t('mails.sentAt')}</dt>
            <dd>{instant(mail.sentAt)}</dd>
            {mail.lastError ? (
              <>
                <dt>{t('mails.lastError')}</dt>
                <dd>{mail.lastError}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="mail-html">
          <h2 id="mail-html">{t('mails.html')}</h2>
          {/* The mail's own HTML, shown with no scripts, no same-origin rights, no forms. */}
          <iframe className={styles.mailFrame} sandbox="" srcDoc={mail.html} title={mail.subject} />
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="mail-text">
          <h2 id="mail-text">{t('mails.text')}</h2>
          <pre className={styles.pre}>{mail.text}</pre>
        </section>
      </div>
    </>
  );
}

/** Two award images and the customer-service contact block (spec §1). */
import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { buttonClassName } from '@/components/ui/Button';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { telHref } from '@/components/layout/SiteFooter';
import styles from './Home.module.css';

export const AWARDS = [
  { key: 'award1', src: '/images/awards/kundenliebling-2026.svg' },
  { key: 'award2', src: '/images/awards/gepruefte-qualitaet.svg' },
] as const;

export async function AwardsService() {
  const t = await getTranslations('home');
  const { OPERATOR_EMAIL, OPERATOR_PHONE } = env();
  return (
    <div className={styles.awardsService}>
      <section className={styles.awards} aria-labelledby="awards-title" data-testid="awards">
        <h2 id="awards-title" className={styles.sectionTitle}>
          {t('awardsTitle')}
        </h2>
        <p className={styles.intro}>{t('awardsText')}</p>
        <ul className={styles.awardList}>
          {AWARDS.map((award) => (
            <li key={award.key}>
              <Img src={award.src} alt={t(award.key)} width={150} height={175} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.service} aria-labelledby="service-title" data-testid="home-customer-service">
        <p className={styles.eyebrowLight}>{t('serviceEyebrow')}</p>
        <h2 id="service-title" className={styles.serviceTitle}>
          {t('serviceTitle')}
        </h2>
        <p>{t('serviceText')}</p>
        <ul className={styles.serviceList}>
          <li>
            <PhoneIcon size={20} />
            <a href={telHref(OPERATOR_PHONE)}>{OPERATOR_PHONE}</a>
          </li>
          <li>
            <MailIcon size={20} />
            <a href={`mailto:${OPERATOR_EMAIL}`}>{OPERATOR_EMAIL}</a>
          </li>
          <li>
            <ClockIcon size={20} />
            <span>{t('serviceHours')}</span>
          </li>
        </ul>
        <div className={styles.serviceActions}>
          <a href={telHref(OPERATOR_PHONE)} className={buttonClassName({ variant: 'light' })}>
            <PhoneIcon size={18} />
            {t('callUs')}
          </a>
          <a href={`mailto:${OPERATOR_EMAIL}`} className={styles.serviceMail}>
            {t('writeUs')}
          </a>
        </div>
      </section>
    </div>
  );
}

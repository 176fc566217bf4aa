'use client';
/**
 * The running total beside the trip form (issue 27): what the choices so far cost, updated at every
 * step (lib/booking/estimate, the engine's way of pricing). On a phone a bar at the bottom of the
 * screen, on a desk a summary beside the form; page 2's price check has the last word.
 */
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import styles from './steps.module.css';

export function RunningTotal({ totalCents, count }: { totalCents: number; count: number }) {
  const t = useTranslations('booking.runningTotal');
  const locale = useLocale();
  return (
    <aside className={styles.runningTotal} aria-label={t('label')} data-testid="running-total">
      <p className={styles.runningLabel}>{t('label')}</p>
      <p className={styles.runningValue} aria-live="polite">
        {t('value', { total: formatPrice(totalCents, locale), count })}
      </p>
      <p className={styles.runningNote}>{t('note')}</p>
    </aside>
  );
}

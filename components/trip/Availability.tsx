import { getTranslations } from 'next-intl/server';
import type { Availability as AvailabilityState } from '@/lib/site/filters';
import styles from './Availability.module.css';

/** 'noch 12 Plätze frei', 'ausgebucht' or 'nicht mehr buchbar', coloured by urgency. */
export async function Availability({ state, large = false }: { state: AvailabilityState; large?: boolean }) {
  const t = await getTranslations('trip.availability');
  const text =
    state.kind === 'free' || state.kind === 'few'
      ? t('free', { count: state.seats })
      : state.kind === 'soldout'
        ? t('soldout')
        : t('closed');
  return (
    <span
      className={`${styles.badge} ${styles[state.kind]} ${large ? styles.large : ''}`}
      data-availability={state.kind}
    >
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}

'use client';
/**
 * The seats held by the price check (WCAG 2.2.1 Timing Adjustable): until when, a warning two minutes
 * before the hold runs out, and a button that re-runs the check to extend it. The live region only
 * changes at those moments, so a screen reader is not flooded by a ticking clock.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Summary.module.css';

export const HOLD_WARNING_MS = 2 * 60 * 1000;

export function holdPhase(remainingMs: number): 'held' | 'warning' | 'expired' {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= HOLD_WARNING_MS ? 'warning' : 'held';
}

function clock(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export function HoldNotice({ until, onExtend, busy }: { until: string; onExtend: () => void; busy: boolean }) {
  const t = useTranslations('booking.hold');
  const end = new Date(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = end.getTime() - now;
  const phase = holdPhase(remaining);
  const seconds = Math.max(0, Math.floor(remaining / 1000));
  const countdown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div className={`${styles.hold} ${styles[`hold_${phase}`]}`}>
      <div className={styles.holdText}>
        <p aria-live="polite" role="status" className={styles.holdStatus}>
          {t(phase, { time: clock(end) })}
        </p>
        {phase !== 'expired' && (
          <p className={styles.holdCountdown}>
            {t('remaining')} <time dateTime={`PT${seconds}S`}>{countdown}</time>
          </p>
        )}
      </div>
      <button type="button" className={styles.secondary} onClick={onExtend} disabled={busy}>
        {t('extend')}
      </button>
    </div>
  );
}

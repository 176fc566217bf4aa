'use client';
/**
 * 'Fahrt' in the ticket drawer (spec §2): the visitor picks a match and gets the bus trip to it, with
 * a link straight into its booking form, or is told that there is no trip to that match.
 */
import { useId, useState } from 'react';
import Link from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format';
import styles from './MatchTrips.module.css';

export interface MatchTripOption {
  /** id_pln_dates of the match. */
  id: number;
  title: string;
  /** ISO kick-off (or day). */
  date: string;
  /** The bookable trip to this match; null when there is none. */
  trip: {
    title: string;
    /** The trip page. */
    href: string;
    /** Its booking form. */
    bookHref: string;
    /** Formatted price per person. */
    price: string;
    /** Departure 'HH:MM', when known. */
    departure?: string;
  } | null;
}

export function MatchTrips({ matches }: { matches: readonly MatchTripOption[] }) {
  const t = useTranslations('ticket');
  const id = useId();
  const [chosen, setChosen] = useState(() => (matches.find((m) => m.trip) ?? matches[0])?.id);
  const match = matches.find((m) => m.id === chosen);

  if (matches.length === 0) return <p className={styles.none}>{t('noTrip')}</p>;
  return (
    <div className={styles.trips}>
      <p className={styles.intro}>{t('tripIntro')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-match`} className={styles.label}>
          {t('tripMatch')}
        </label>
        <select
          id={`${id}-match`}
          className={styles.select}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {matches.map((m) => (
            <option key={m.id} value={m.id}>
              {`${formatDate(m.date)} · ${m.title}${m.trip ? '' : ` (${t('noTripShort')})`}`}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {match?.trip ? (
          <div className={styles.card} data-testid="match-trip">
            <strong className={styles.title}>{match.trip.title}</strong>
            <span>
              {formatDate(match.date)}
              {match.trip.departure && ` · ${t('tripDeparture', { time: match.trip.departure })}`}
            </span>
            <span>{t('tripPrice', { price: match.trip.price })}</span>
            <div className={styles.actions}>
              <Link href={match.trip.bookHref} className={styles.book} prefetch={false}>
                {t('bookTrip')}
              </Link>
              <Link href={match.trip.href} className={styles.more} prefetch={false}>
                {t('toTrip')}
              </Link>
            </div>
          </div>
        ) : (
          <p className={styles.none} role="status">
            {t('noTripForMatch')}
          </p>
        )}
      </div>
      <p className={styles.calendar}>
        <Link href="/reisekalender">{t('calendarLink')}</Link>
      </p>
    </div>
  );
}

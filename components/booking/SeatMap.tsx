'use client';
/**
 * One coach's seat map: a grid of toggle buttons (aria-pressed) labelled 'Sitz 12, Fenster, frei',
 * with one tab stop and arrow keys to move between seats, so it works by keyboard and screen reader.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { SeatPlan } from '@/lib/api/model';
import styles from './SeatMap.module.css';

export interface SeatMapProps {
  plan: SeatPlan;
  label: string;
  /** The coach's own name, e.g. 'Hinfahrt München – Garmisch-Partenkirchen'. */
  description?: string;
  selected: readonly number[];
  onToggle: (seat: number) => void;
}

export function SeatMap({ plan, label, description, selected, onToggle }: SeatMapProps) {
  const t = useTranslations('booking.seats');
  const seats = [...plan.seats].sort((a, b) => a.row - b.row || a.col - b.col);
  const [focus, setFocus] = useState(() => seats.find((s) => selected.includes(s.number))?.number ?? seats[0]?.number);
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const move = (event: KeyboardEvent, from: number) => {
    const index = seats.findIndex((s) => s.number === from);
    const current = seats[index];
    let target: (typeof seats)[number] | undefined;
    const nearestIn = (row: number) =>
      seats
        .filter((s) => s.row === row)
        .sort((a, b) => Math.abs(a.col - current.col) - Math.abs(b.col - current.col))[0];
    switch (event.key) {
      case 'ArrowRight':
        target = seats[index + 1];
        break;
      case 'ArrowLeft':
        target = seats[index - 1];
        break;
      case 'ArrowDown':
        target = nearestIn(current.row + 1) ?? nearestIn(current.row + 2);
        break;
      case 'ArrowUp':
        target = nearestIn(current.row - 1) ?? nearestIn(current.row - 2);
        break;
      case 'Home':
        target = seats[0];
        break;
      case 'End':
        target = seats[seats.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    setFocus(target.number);
    refs.current.get(target.number)?.focus();
  };

  return (
    <div className={styles.coach}>
      <p className={styles.coachTitle} id={`coach-${plan.serviceId}-label`}>
        {label}
      </p>
      {description && <p className={styles.coachName}>{description}</p>}
      <p className={styles.front} aria-hidden="true">
        {t('front')}
      </p>
      <div
        role="group"
        aria-label={description ? `${label}: ${description}` : label}
        aria-describedby={`coach-${plan.serviceId}-help`}
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${plan.cols}, minmax(0, 1fr))` }}
      >
        {seats.map((seat) => {
          const isSelected = selected.includes(seat.number);
          const available = seat.status === 'free' || seat.status === 'proposed';
          const state = isSelected ? 'selected' : available ? 'free' : seat.status === 'blocked' ? 'blocked' : 'taken';
          return (
            <button
              key={seat.number}
              ref={(el) => {
                if (el) refs.current.set(seat.number, el);
                else refs.current.delete(seat.number);
              }}
              type="button"
              className={`${styles.seat} ${styles[state]}`}
              style={{ gridRow: seat.row, gridColumn: seat.col }}
              aria-pressed={isSelected}
              aria-disabled={!available && !isSelected ? true : undefined}
              aria-label={t('seatLabel', {
                number: seat.number,
                position: seat.window ? t('window') : t('aisle'),
                state: t(`state.${state}`),
              })}
              tabIndex={seat.number === focus ? 0 : -1}
              data-seat={seat.number}
              data-status={state}
              onKeyDown={(e) => move(e, seat.number)}
              onFocus={() => setFocus(seat.number)}
              onClick={() => {
                if (available || isSelected) onToggle(seat.number);
              }}
            >
              {seat.number}
            </button>
          );
        })}
      </div>
      <p id={`coach-${plan.serviceId}-help`} className="visually-hidden">
        {t('keyboardHelp')}
      </p>
    </div>
  );
}

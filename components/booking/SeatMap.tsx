'use client';
/**
 * One coach's seat map: a grid of toggle buttons (aria-pressed) labelled 'Sitz 12, Fenster, frei',
 * with one tab stop and arrow keys to move between seats, so it works by keyboard and screen reader.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { SeatPlan } from '@/lib/api/contract/schemas';
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
  const seats = [...plan.sitze.sitz].sort((a, b) => a.reihe - b.reihe || a.spalte - b.spalte);
  const [focus, setFocus] = useState(() => seats.find((s) => selected.includes(s.nummer))?.nummer ?? seats[0]?.nummer);
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const move = (event: KeyboardEvent, from: number) => {
    const index = seats.findIndex((s) => s.nummer === from);
    const current = seats[index];
    let target: (typeof seats)[number] | undefined;
    const nearestIn = (row: number) =>
      seats
        .filter((s) => s.reihe === row)
        .sort((a, b) => Math.abs(a.spalte - current.spalte) - Math.abs(b.spalte - current.spalte))[0];
    switch (event.key) {
      case 'ArrowRight':
        target = seats[index + 1];
        break;
      case 'ArrowLeft':
        target = seats[index - 1];
        break;
      case 'ArrowDown':
        target = nearestIn(current.reihe + 1) ?? nearestIn(current.reihe + 2);
        break;
      case 'ArrowUp':
        target = nearestIn(current.reihe - 1) ?? nearestIn(current.reihe - 2);
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
    setFocus(target.nummer);
    refs.current.get(target.nummer)?.focus();
  };

  return (
    <div className={styles.coach}>
      <p className={styles.coachTitle} id={`coach-${plan.attr.idleistung}-label`}>
        {label}
      </p>
      {description && <p className={styles.coachName}>{description}</p>}
      <p className={styles.front} aria-hidden="true">
        {t('front')}
      </p>
      <div
        role="group"
        aria-label={description ? `${label}: ${description}` : label}
        aria-describedby={`coach-${plan.attr.idleistung}-help`}
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${plan.spalten}, minmax(0, 1fr))` }}
      >
        {seats.map((seat) => {
          const isSelected = selected.includes(seat.nummer);
          const available = seat.status === 'frei' || seat.status === 'option';
          const state = isSelected ? 'selected' : available ? 'free' : seat.status === 'gesperrt' ? 'blocked' : 'taken';
          return (
            <button
              key={seat.nummer}
              ref={(el) => {
                if (el) refs.current.set(seat.nummer, el);
                else refs.current.delete(seat.nummer);
              }}
              type="button"
              className={`${styles.seat} ${styles[state]}`}
              style={{ gridRow: seat.reihe, gridColumn: seat.spalte }}
              aria-pressed={isSelected}
              aria-disabled={!available && !isSelected ? true : undefined}
              aria-label={t('seatLabel', {
                number: seat.nummer,
                position: seat.fenster ? t('window') : t('aisle'),
                state: t(`state.${state}`),
              })}
              tabIndex={seat.nummer === focus ? 0 : -1}
              data-seat={seat.nummer}
              data-status={isSelected ? 'option' : seat.status === 'option' ? 'frei' : seat.status}
              onKeyDown={(e) => move(e, seat.nummer)}
              onFocus={() => setFocus(seat.nummer)}
              onClick={() => {
                if (available || isSelected) onToggle(seat.nummer);
              }}
            >
              {seat.nummer}
            </button>
          );
        })}
      </div>
      <p id={`coach-${plan.attr.idleistung}-help`} className="visually-hidden">
        {t('keyboardHelp')}
      </p>
    </div>
  );
}

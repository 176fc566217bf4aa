'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './TicketChooser.module.css';

/** The ticket drawer's choice (spec §2): Ticket or Fahrt (the bus trip), each with its own panel. */
export function TicketChooser({
  labels,
  ticket,
  trip,
}: {
  labels: { group: string; ticket: string; trip: string };
  ticket: ReactNode;
  trip: ReactNode;
}) {
  const [choice, setChoice] = useState<'ticket' | 'trip'>('ticket');
  const id = useId();
  const options = [
    { value: 'ticket' as const, label: labels.ticket },
    { value: 'trip' as const, label: labels.trip },
  ];
  return (
    <div className={styles.chooser}>
      <div role="tablist" aria-label={labels.group} className={styles.tabs}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={`${id}-${option.value}-tab`}
            aria-selected={choice === option.value}
            aria-controls={`${id}-${option.value}`}
            tabIndex={choice === option.value ? 0 : -1}
            className={styles.tab}
            onClick={() => setChoice(option.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = choice === 'ticket' ? 'trip' : 'ticket';
                setChoice(next);
                document.getElementById(`${id}-${next}-tab`)?.focus();
              }
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-ticket`}
        aria-labelledby={`${id}-ticket-tab`}
        hidden={choice !== 'ticket'}
        className={styles.panel}
      >
        {ticket}
      </div>
      <div
        role="tabpanel"
        id={`${id}-trip`}
        aria-labelledby={`${id}-trip-tab`}
        hidden={choice !== 'trip'}
        className={styles.panel}
      >
        {trip}
      </div>
    </div>
  );
}

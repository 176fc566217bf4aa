'use client';
/**
 * The match date of the ticket form (spec §2 "Match date select", §3 "Ticket date entry"): one
 * choice among the ticket journey's dates, each with its kick-off, its first price (÷ 1,000,000,
 * decimal comma) with the 'inkl.' part as a note, and the tickets left. Dates that are sold out or
 * have passed cannot be chosen.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { TicketDate } from '@/lib/api/model';
import { formatDate, formatPrice, formatTimeOfDay } from '@/lib/format';
import { FieldError } from './fields';
import styles from './TicketForm.module.css';

export interface MatchDateChoiceProps {
  dates: readonly TicketDate[];
  /** id_pln_dates of the chosen date; 0 for none. */
  value: number;
  onChange: (id: number) => void;
  /** Whether a date can be chosen (tickets left, ahead, priced). */
  isOpen: (date: TicketDate) => boolean;
  error?: string;
}

export function MatchDateChoice({ dates, value, onChange, isOpen, error }: MatchDateChoiceProps) {
  const t = useTranslations('booking.ticketForm');
  const tt = useTranslations('ticket');
  const locale = useLocale();
  return (
    <fieldset
      className={styles.fieldset}
      id="field-termin"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'field-termin-error' : undefined}
    >
      <legend className={styles.legend}>
        {t('match')} <span aria-hidden="true">*</span>
      </legend>
      <ul className={styles.dates} data-testid="ticket-dates">
        {dates.map((date) => {
          const open = isOpen(date);
          const price = date.prices[0];
          const time = formatTimeOfDay(date.date);
          return (
            <li key={date.id}>
              <label className={styles.date} data-closed={open ? undefined : 'true'}>
                <input
                  type="radio"
                  name="termin"
                  value={date.id}
                  checked={value === date.id}
                  disabled={!open}
                  onChange={() => onChange(date.id)}
                />
                <span className={styles.dateBody}>
                  <span className={styles.when}>
                    <time dateTime={date.date}>{formatDate(date.date)}</time>
                    {time && ` · ${tt('kickoff', { time })}`}
                  </span>
                  <strong className={styles.match}>{date.title}</strong>
                  {price && (
                    <span className={styles.price}>
                      <span>
                        {price.name}
                        {price.note && <small>{price.note}</small>}
                      </span>
                      <strong>{formatPrice(price.priceCents, locale)}</strong>
                    </span>
                  )}
                  {!open ? (
                    <span className={styles.soldOut}>{date.freeTickets === 0 ? tt('soldout') : t('closed')}</span>
                  ) : date.freeTickets !== undefined ? (
                    <span className={styles.left}>{tt('free', { count: date.freeTickets })}</span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id="field-termin-error" message={error} />
    </fieldset>
  );
}

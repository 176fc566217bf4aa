/**
 * A found booking (find my booking): trip, date, travellers, amount and the payment state as the
 * server knows it, the PDF and calendar file again, and 'Zahlung ausführen' while an online payment
 * is still due.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { BookingView } from '@/lib/api/types';
import { isOnlinePaymentType } from '@/lib/api/contract/site-paths';
import { formatDate, formatDateTime, formatPrice, formatTimeOfDay } from '@/lib/format';
import { PayButton } from '../PayButton';
import styles from './FindBooking.module.css';

/** `canPayOnline`: the backend takes payments through the site (its payments capability). */
export async function BookingStatus({ booking: doc, canPayOnline }: { booking: BookingView; canPayOnline: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('findBooking'), getLocale()]);
  const money = (cents: number) => formatPrice(cents, locale);
  const view = doc.paymentState;
  const j = doc.trip;
  const dates =
    j.dateFrom === j.dateTill ? formatDate(j.dateFrom) : `${formatDate(j.dateFrom)} – ${formatDate(j.dateTill)}`;
  const state =
    view === 'paid' && doc.paidAt ? t('states.paidOn', { date: formatDate(doc.paidAt) }) : t(`states.${view}`);
  const canPay =
    canPayOnline &&
    doc.status === 'confirmed' &&
    isOnlinePaymentType(doc.paymentType) &&
    (view === 'open' || view === 'failed' || view === 'pending');

  return (
    <article className={styles.card} data-testid="booking-status">
      <header className={styles.header}>
        <h1>{t('booking.title', { processNumber: doc.processNumber })}</h1>
        <span className={styles.badge} data-view={view} data-testid="payment-state">
          {state}
        </span>
      </header>
      <dl className={styles.details}>
        <dt>{t('booking.trip')}</dt>
        <dd>{j.title}</dd>
        {doc.match ? (
          <>
            <dt>{t('booking.match')}</dt>
            <dd data-testid="booking-match">
              {doc.match.title}
              <span className={styles.sub}>
                {formatDate(doc.match.kickoff)}
                {formatTimeOfDay(doc.match.kickoff) &&
                  ` · ${t('booking.kickoff', { time: formatTimeOfDay(doc.match.kickoff) })}`}
              </span>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('booking.date')}</dt>
            <dd>
              {dates}
              {j.departure ? <span className={styles.sub}>{t('booking.departure', { time: j.departure })}</span> : null}
            </dd>
          </>
        )}
        <dt>{doc.travellers.length ? t('booking.travellers') : t('booking.tickets')}</dt>
        <dd>
          {doc.travellers.length ? (
            <ul className={styles.travellers}>
              {doc.travellers.map((p, i) => (
                <li key={i}>
                  {p.name}
                  <span className={styles.sub}>
                    {[
                      p.boardingPoint
                        ? [p.boardingPoint.time, `${p.boardingPoint.city}, ${p.boardingPoint.place}`]
                            .filter(Boolean)
                            .join(' · ')
                        : null,
                      // issue 11: both seats, outbound and return, each named by its direction
                      p.seatOutbound && p.seatReturn
                        ? t('booking.seatOut', { seat: p.seatOutbound })
                        : p.seatOutbound
                          ? t('booking.seat', { seat: p.seatOutbound })
                          : null,
                      p.seatReturn ? t('booking.seatBack', { seat: p.seatReturn }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <span data-testid="booking-tickets">{t('booking.ticketCount', { count: doc.persons })}</span>
          )}
        </dd>
        <dt>{t('booking.total')}</dt>
        <dd>{money(doc.totalCents)}</dd>
        {doc.balanceCents > 0 ? (
          <>
            <dt>{t('booking.deposit')}</dt>
            <dd>{t('booking.dueOn', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) })}</dd>
            <dt>{t('booking.balance')}</dt>
            <dd>
              {t('booking.dueOn', {
                amount: money(doc.balanceCents),
                date: doc.balanceDue ? formatDate(doc.balanceDue) : '–',
              })}
            </dd>
          </>
        ) : null}
        <dt>{t('booking.paymentMethod')}</dt>
        <dd>{t(`paymentTypes.${doc.paymentType}`)}</dd>
        <dt>{t('booking.paymentState')}</dt>
        <dd>{state}</dd>
      </dl>
      {canPay && doc.paymentDeadline ? (
        <p className={styles.payHint}>
          {t('booking.payHint', {
            amount: money(doc.depositCents),
            deadline: formatDateTime(new Date(doc.paymentDeadline)),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {canPay && isOnlinePaymentType(doc.paymentType) ? (
          <PayButton processNumber={doc.processNumber} token={doc.token} paymentType={doc.paymentType} />
        ) : null}
        {doc.documents ? (
          <>
            <ButtonLink href={doc.documents.confirmationPdf} external variant="outline">
              {t('booking.pdf')}
            </ButtonLink>
            <ButtonLink href={doc.documents.calendar} external variant="outline" download>
              {t('booking.ics')}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </article>
  );
}

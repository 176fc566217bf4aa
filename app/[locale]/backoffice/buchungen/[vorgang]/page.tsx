import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { notFound } from '@/lib/http/fault-status';
import { may } from '@/lib/backoffice/rights';
import { manageBookingPath } from '@/lib/api/contract/site-paths';
import { BookingStatus, MailStatus, PaymentBadge } from '@/components/backoffice/Badges';
import { ConfirmAction } from '@/components/backoffice/ConfirmAction';
import { cancelBookingAction, resendConfirmationAction } from '@/components/backoffice/actions';
import { day, euro, instant } from '@/components/backoffice/format';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/backoffice/Backoffice.module.css';

type Props = { params: Promise<{ vorgang: string }> };

/** The process number the address names; a malformed escape (`%25E0` arrives as `%E0`) names none. */
function processNumberOf(param: string): string | undefined {
  try {
    return decodeURIComponent(param).slice(0, 64);
  } catch {
    return undefined;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: processNumberOf((await params).vorgang) };
}

/** One booking: travellers, seats, rooms, extras, payments, mails and the event log; cancel, resend. */
export default async function BookingPage({ params }: Props) {
  const processNumber = processNumberOf((await params).vorgang);
  if (processNumber === undefined) notFound();
  const { api, user } = await requireStaff(
    `/backoffice/buchungen/${encodeURIComponent(processNumber)}`,
    'bookings.read',
  );
  const [t, b] = await Promise.all([getTranslations('backoffice'), orNotFound(api.bookings.get(user, processNumber))]);
  const canCancel =
    b.status === 'confirmed' &&
    may(user.rights, 'bookings.cancel') &&
    (!b.hasPaidMoney || may(user.rights, 'payments.refund'));

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.sub}>
            <Link href="/backoffice/buchungen">{t('bookings.back')}</Link>
          </p>
          <h1>
            {t('bookings.detailTitle', { processNumber: b.processNumber })} <BookingStatus status={b.status} />{' '}
            <PaymentBadge status={b.paymentStatus} type={b.paymentType} />
          </h1>
          <p className={styles.sub}>
            {b.trip}
            {b.match ? ` · ${b.match}` : ''} · {day(b.dateFrom)} ·{' '}
            {t('bookings.bookedAt', { at: instant(b.createdAt) })}
          </p>
        </div>
        <div className={styles.actions}>
          <a
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            href={manageBookingPath(b.processNumber, b.token)}
            target="_blank"
            rel="noreferrer"
          >
            {t('bookings.customerView')}
          </a>
          {may(user.rights, 'bookings.resend') && b.status === 'confirmed' ? (
            <ConfirmAction
              action={resendConfirmationAction.bind(null, b.processNumber)}
              dialog="yesNoCancel"
              title={t('bookings.resendTitle')}
              text={t('bookings.resendText', { email: b.email })}
              success={t('bookings.resent')}
              testId="resend-confirmation"
            >
              {t('bookings.resend')}
            </ConfirmAction>
          ) : null}
          {canCancel ? (
            <ConfirmAction
              action={cancelBookingAction.bind(null, b.processNumber)}
              dialog="delete"
              values={{
                processNumber: b.processNumber,
                refund: b.hasPaidMoney ? t('bookings.cancelRefund') : '',
              }}
              success={t('bookings.cancelled')}
              variant="primary"
              testId="cancel-booking"
            >
              {t('bookings.cancel')}
            </ConfirmAction>
          ) : null}
        </div>
      </div>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="booker">
          <h2 id="booker">{t('bookings.booker')}</h2>
          <dl className={styles.pairs}>
            <dt>{t('bookings.name')}</dt>
            <dd>{b.booker.name}</dd>
            <dt>{t('bookings.address')}</dt>
            <dd>{b.booker.address}</dd>
            <dt>{t('bookings.phone')}</dt>
            <dd>
              <a href={`tel:${b.booker.phone.replace(/\s/g, '')}`}>{b.booker.phone}</a>
            </dd>
            <dt>{t('bookings.email')}</dt>
            <dd>
              <a href={`mailto:${b.booker.email}`}>{b.booker.email}</a>
            </dd>
            {b.comment ? (
              <>
                <dt>{t('bookings.comment')}</dt>
                <dd>{b.comment}</dd>
              </>
            ) : null}
            <dt>{t('bookings.boarded')}</dt>
            <dd>{b.boardedAt ? instant(b.boardedAt) : t('bookings.notBoarded')}</dd>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="money">
          <h2 id="money">{t('bookings.money')}</h2>
          <dl className={styles.pairs}>
            <dt>{t('bookings.total')}</dt>
            <dd>{euro(b.totalCents)}</dd>
            <dt>{t('bookings.deposit')}</dt>
            <dd>
              {euro(b.depositCents)} · {t('bookings.dueBy', { date: day(b.depositDue) })}
            </dd>
            {b.balanceCents > 0 ? (
              <>
                <dt>{t('bookings.balance')}</dt>
                <dd>
                  {euro(b.balanceCents)}
                  {b.balanceDue ? ` · ${t('bookings.dueBy', { date: day(b.balanceDue) })}` : ''}
                </dd>
              </>
            ) : null}
            <dt>{t('bookings.paymentType')}</dt>
            <dd>
              {t(
                `status.type.${['bill', 'debit', 'creditcard', 'sofort'].includes(b.paymentType) ? b.paymentType : 'bill'}`,
              )}
            </dd>
            {b.paidAt ? (
              <>
                <dt>{t('bookings.paidAt')}</dt>
                <dd>{instant(b.paidAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <section className={`${styles.card}`} aria-labelledby="travellers" style={{ marginBottom: 20 }}>
        <h2 id="travellers">{t('bookings.travellers', { count: b.persons })}</h2>
        {b.travellers.length ? (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.cards}`}>
              <thead>
                <tr>
                  <th>{t('bookings.name')}</th>
                  <th>{t('bookings.birthday')}</th>
                  <th>{t('bookings.boardingPoint')}</th>
                  <th>{t('bookings.coach')}</th>
                  <th className={styles.num}>{t('bookings.seat')}</th>
                  <th className={styles.num}>{t('bookings.seatReturn')}</th>
                </tr>
              </thead>
              <tbody>
                {b.travellers.map((p, i) => (
                  <tr key={i}>
                    <td>{p.name}</td>
                    <td className={styles.nowrap} data-label={t('bookings.birthday')}>
                      {p.birthday}
                    </td>
                    <td data-label={t('bookings.boardingPoint')}>
                      {p.boardingPoint
                        ? `${p.boardingPoint.time ? `${p.boardingPoint.time} · ` : ''}${p.boardingPoint.city}, ${p.boardingPoint.place}`
                        : '–'}
                    </td>
                    <td data-label={t('bookings.coach')}>{p.coach ?? '–'}</td>
                    <td className={styles.num} data-label={t('bookings.seat')}>
                      {p.seatOutbound ?? '–'}
                    </td>
                    <td className={styles.num} data-label={t('bookings.seatReturn')}>
                      {p.seatReturn ?? '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.meta}>{t('bookings.ticketsOnly', { count: b.persons })}</p>
        )}
      </section>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="items">
          <h2 id="items">{t('bookings.items')}</h2>
          <h3>{t('bookings.rooms')}</h3>
          {b.rooms.length ? (
            <ul className={styles.list}>
              {b.rooms.map((r) => (
                <li key={r.name} data-testid="booked-room">
                  {r.quantity} × {r.name}
                  {r.occupants.length ? (
                    <ol className={styles.meta}>
                      {r.occupants.map((names, i) => (
                        <li key={i}>
                          {t('bookings.roomSleepers', { number: i + 1 })}{' '}
                          {names.length ? names.join(', ') : t('bookings.noneBooked')}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('bookings.noneBooked')}</p>
          )}
          <h3>{t('bookings.extras')}</h3>
          {b.extras.length ? (
            <ul className={styles.list}>
              {b.extras.map((r) => (
                <li key={r.name}>
                  {r.quantity} × {r.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('bookings.noneBooked')}</p>
          )}
          <h3>{t('bookings.priceLines')}</h3>
          <ul className={styles.list}>
            {b.priceLines
              .filter((l) => l.totalCents !== 0)
              .map((l, i) => (
                <li key={i}>
                  {l.quantity} × {l.description}: {euro(l.totalCents)}
                </li>
              ))}
          </ul>
        </section>

        {b.payments ? (
          <section className={styles.card} aria-labelledby="payments">
            <h2 id="payments">{t('bookings.payments')}</h2>
            {b.payments.length ? (
              <ul className={styles.events}>
                {b.payments.map((p) => (
                  <li key={p.id}>
                    <span className={styles.meta}>{instant(p.createdAt)}</span>
                    <span>
                      {euro(p.amountCents)} ·{' '}
                      {t(`status.type.${['bill', 'debit', 'creditcard', 'sofort'].includes(p.type) ? p.type : 'bill'}`)}{' '}
                      ·{' '}
                      <strong>
                        {t(
                          `status.providerPayment.${['pending', 'succeeded', 'failed', 'refunding', 'refunded'].includes(p.status) ? p.status : 'pending'}`,
                        )}
                      </strong>
                      <div className={styles.meta}>
                        {p.provider} · {p.ref}
                      </div>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>{t('bookings.noPayments')}</p>
            )}
          </section>
        ) : null}

        <section className={styles.card} aria-labelledby="mails">
          <h2 id="mails">{t('bookings.mails')}</h2>
          {b.mails.length ? (
            <ul className={styles.events}>
              {b.mails.map((m) => (
                <li key={m.id}>
                  <span className={styles.meta}>{instant(m.createdAt)}</span>
                  <span>
                    {may(user.rights, 'mails.read') ? (
                      <Link href={`/backoffice/mails/${m.id}`}>{m.subject}</Link>
                    ) : (
                      m.subject
                    )}{' '}
                    <MailStatus status={m.status} />
                    <div className={styles.meta}>{m.to}</div>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('bookings.noMails')}</p>
          )}
        </section>
      </div>

      <section className={styles.card} aria-labelledby="log">
        <h2 id="log">{t('bookings.log')}</h2>
        {b.events.length ? (
          <ol className={styles.events}>
            {b.events.map((e, i) => (
              <li key={i}>
                <span className={styles.meta}>{instant(e.at)}</span>
                <span>
                  <strong>{t.has(`events.${e.type}`) ? t(`events.${e.type}`) : e.type}</strong>
                  <div className={styles.meta}>{e.actor}</div>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.meta}>{t('bookings.noEvents')}</p>
        )}
      </section>
    </>
  );
}

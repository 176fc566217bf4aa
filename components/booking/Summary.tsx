'use client';
/**
 * Page 2 of the booking (spec §2): back button, summary of booker, date and travellers, price
 * overview with total and payment terms, insurance, the hold, consents, and the binding book button.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BoardingPoint, CheckResult, TripService } from '@/lib/api/model';
import { filterInsurances, todayIso } from '@/lib/booking/rules';
import { consentsFor } from '@/lib/booking/consents';
import type { TripFormValues } from '@/lib/booking/form';
import type { Consents } from '@/lib/booking/schema';
import { formatDate } from '@/lib/format';
import { PriceTable } from './PriceTable';
import { InsuranceChoice, type InsuranceValue } from './InsuranceChoice';
import { HoldNotice } from './HoldNotice';
import { Checkbox } from './fields';
import type { BookingJourney } from './types';
import styles from './Summary.module.css';

export interface SummaryProps {
  journey: BookingJourney;
  form: TripFormValues;
  check: CheckResult;
  services: readonly TripService[];
  boardingPoints: readonly BoardingPoint[];
  insurance: InsuranceValue;
  onInsurance: (value: number | 'none') => void;
  onBack: () => void;
  onExtend: () => void;
  onBook: (consents: Consents) => void;
  busy: boolean;
}

type ConsentKey = keyof Consents;

export function Summary({
  journey,
  form,
  check,
  services,
  boardingPoints,
  insurance,
  onInsurance,
  onBack,
  onExtend,
  onBook,
  busy,
}: SummaryProps) {
  const t = useTranslations('booking');
  const tn = useTranslations();
  const tp = useTranslations('payment');
  const [consents, setConsents] = useState<Record<ConsentKey, boolean>>({
    agb: false,
    datenschutz: false,
    anhang: false,
    produktinfo: false,
  });
  const [showErrors, setShowErrors] = useState(false);
  const needed = consentsFor(journey.isDayTrip);

  // The insurance price band is about the trip, so insurance lines already chosen do not count.
  const insuranceCents = check.lines.filter((l) => l.kind === 'insurance').reduce((sum, l) => sum + l.totalCents, 0);
  const insuranceContext = {
    totalCents: check.totalCents - insuranceCents,
    travellers: form.teilnehmer_count,
    today: todayIso(),
    tripFrom: journey.dateFrom,
    tripTill: journey.dateTill,
  };
  const offersShown = filterInsurances(check.insuranceOffers, insuranceContext).length > 0;
  const insuranceError = showErrors && offersShown && insurance === undefined ? tn('notice.empty') : undefined;
  const consentError = (key: ConsentKey) => (showErrors && !consents[key] ? tn('notice.notchecked') : undefined);

  const book = () => {
    const missing = (offersShown && insurance === undefined) || needed.some((key) => !consents[key]);
    if (missing) {
      setShowErrors(true);
      window.requestAnimationFrame(() => {
        const target = document.querySelector<HTMLElement>('#booking-summary [aria-invalid="true"]');
        target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        target?.focus({ preventScroll: true });
      });
      return;
    }
    onBook({ agb: true, datenschutz: true, anhang: consents.anhang, produktinfo: consents.produktinfo });
  };

  const date =
    journey.dateFrom === journey.dateTill
      ? formatDate(journey.dateFrom)
      : `${formatDate(journey.dateFrom)} – ${formatDate(journey.dateTill)}`;
  const pointName = (id: number) => {
    const p = boardingPoints.find((b) => b.id === id);
    return p ? `${p.time ? `${p.time} ` : ''}${p.town}, ${p.place}` : '–';
  };
  const serviceName = (id: number) => services.find((s) => s.id === id)?.name ?? String(id);
  const roomOf = (i: number) => {
    const row = (form.teilnehmer_rooms ?? []).findIndex((r) => r.teilnehmer.includes(i));
    return row >= 0
      ? t('summary.room', { room: serviceName(form.teilnehmer_rooms![row].room), number: row + 1 })
      : undefined;
  };
  const seatOf = (i: number) =>
    [
      form.busses?.hin?.sitze[i] !== undefined && t('summary.seatOut', { seat: form.busses.hin.sitze[i] }),
      form.busses?.rueck?.sitze[i] !== undefined && t('summary.seatBack', { seat: form.busses.rueck.sitze[i] }),
    ]
      .filter(Boolean)
      .join(' · ');
  const main = form.main;
  const linkTo = (href: string) =>
    function ConsentLink(chunks: React.ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {chunks}
        </a>
      );
    };

  return (
    <div id="booking-summary" className={styles.page}>
      <div>
        <button type="button" className={styles.back} onClick={onBack} disabled={busy}>
          ← {t('back')}
        </button>
      </div>

      {check.hold && <HoldNotice until={check.hold.until} onExtend={onExtend} busy={busy} />}

      <section className={styles.card} aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.cardTitle}>
          {t('summary.title')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('tripDate')}</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>{t('summary.booker')}</dt>
            <dd>
              {[main.salutation, main.title, main.firstname, main.lastname].filter(Boolean).join(' ')}
              <br />
              {main.street} {main.street_nr}, {main.zip} {main.city}
              <br />
              {main.email} · {main.phone}
            </dd>
          </div>
          <div>
            <dt>{t('summary.payment')}</dt>
            <dd>{form.payment ? tp(form.payment) : '–'}</dd>
          </div>
        </dl>
        <h3 className={styles.subTitle}>{t('summary.travellers')}</h3>
        <ol className={styles.travellers}>
          {form.teilnehmer.map((tv, i) => (
            <li key={i}>
              <strong>{[tv.salutation, tv.title, tv.firstname, tv.lastname].filter(Boolean).join(' ')}</strong>{' '}
              <span className={styles.muted}>({tv.birthday})</span>
              <ul className={styles.details}>
                <li>{t('summary.boarding', { point: pointName(Number(tv.zustieg)) })}</li>
                {roomOf(i) && <li>{roomOf(i)}</li>}
                {seatOf(i) && <li>{seatOf(i)}</li>}
                {(tv.leistungen ?? []).length > 0 && (
                  <li>{t('summary.extrasList', { extras: (tv.leistungen ?? []).map(serviceName).join(', ') })}</li>
                )}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.card} aria-labelledby="prices-title">
        <h2 id="prices-title" className={styles.cardTitle}>
          {t('prices.title')}
        </h2>
        <PriceTable lines={check.lines} totalCents={check.totalCents} terms={check.paymentTerms} />
      </section>

      <InsuranceChoice
        offers={check.insuranceOffers}
        context={insuranceContext}
        value={insurance}
        onChange={onInsurance}
        error={insuranceError}
        disabled={busy}
      />

      <section className={styles.card} aria-labelledby="consents-title">
        <h2 id="consents-title" className={styles.cardTitle}>
          {t('consents.title')}
        </h2>
        <div className={styles.consents}>
          {needed.map((key) => (
            <Checkbox
              key={key}
              checked={consents[key]}
              onChange={(on) => setConsents((c) => ({ ...c, [key]: on }))}
              error={consentError(key)}
            >
              {key === 'agb'
                ? t.rich('consents.agb', { link: linkTo('/article/4-agbs') })
                : key === 'datenschutz'
                  ? t.rich('consents.datenschutz', { link: linkTo('/article/3-datenschutz') })
                  : t(`consents.${key}`)}
            </Checkbox>
          ))}
        </div>
      </section>

      <div className={styles.bookRow}>
        <button type="button" className={styles.book} onClick={book} disabled={busy}>
          {t('book')}
        </button>
      </div>
    </div>
  );
}

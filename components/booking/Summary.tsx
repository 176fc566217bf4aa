'use client';
/**
 * Page 2 of the booking, one for both variants (spec §2): back button, summary of the booker and the
 * date with the travellers (trip) or the match and the ticket count (tickets), price overview with
 * total and payment terms, insurance (optional for tickets), the hold, consents, and the binding
 * book button.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BoardingPoint, CheckResult, TicketDate, TripService } from '@/lib/api/model';
import { insuranceChoices, todayIso } from '@/lib/booking/rules';
import { CONSENT_DOCUMENTS, consentsFor } from '@/lib/booking/consents';
import {
  identicalTravellers,
  type BookingFormValues,
  type TicketFormValues,
  type TripFormValues,
} from '@/lib/booking/form';
import { matchDay } from '@/lib/booking/tickets';
import type { Consents } from '@/lib/booking/schema';
import { formatDate, formatTimeOfDay } from '@/lib/format';
import { PriceTable } from './PriceTable';
import { InsuranceChoice, useInsuranceLabel, type InsuranceValue } from './InsuranceChoice';
import { HoldNotice } from './HoldNotice';
import { IdenticalTravellers } from './IdenticalTravellers';
import { Checkbox } from './fields';
import type { BookingJourney } from './types';
import styles from './Summary.module.css';

export interface SummaryProps {
  journey: BookingJourney;
  form: BookingFormValues;
  /** The match of a ticket booking. */
  match?: TicketDate;
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
  match,
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
  const tickets = form.variant === 'ticket' ? (form as TicketFormValues) : undefined;
  const trip = form.variant === 'trip' ? (form as TripFormValues) : undefined;
  // A ticket is for the match day; a trip for its dates.
  const day = match ? matchDay(match.date) : undefined;

  // The insurance price band is about the trip, so insurance lines already chosen do not count.
  const insuranceCents = check.lines.filter((l) => l.kind === 'insurance').reduce((sum, l) => sum + l.totalCents, 0);
  const insuranceContext = {
    totalCents: check.totalCents - insuranceCents,
    travellers: form.teilnehmer_count,
    today: todayIso(),
    tripFrom: day ?? journey.dateFrom,
    tripTill: day ?? journey.dateTill,
  };
  const choices = insuranceChoices(check.insuranceOffers, insuranceContext);
  const offersShown = choices.length > 0;
  // The price line names the offer as page 2 did, so two rates of one product read apart.
  const insuranceLabel = useInsuranceLabel();
  const chosen = choices.find((choice) => choice.offer.id === insurance);
  const lines = chosen
    ? check.lines.map((line) => (line.kind === 'insurance' ? { ...line, label: insuranceLabel(chosen) } : line))
    : check.lines;
  // spec §2/§5: a trip needs an insurance choice when offers exist ('no insurance' counts); for tickets it is optional.
  const insuranceNeeded = offersShown && !tickets;
  const insuranceError = showErrors && insuranceNeeded && insurance === undefined ? tn('notice.empty') : undefined;
  const consentError = (key: ConsentKey) => (showErrors && !consents[key] ? tn('notice.notchecked') : undefined);

  const book = () => {
    const missing = (insuranceNeeded && insurance === undefined) || needed.some((key) => !consents[key]);
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
  const rooms = trip?.teilnehmer_rooms ?? [];
  const roomOf = (i: number) => {
    const row = rooms.findIndex((r) => r.teilnehmer.includes(i));
    return row >= 0 ? t('summary.room', { room: serviceName(rooms[row].room), number: row + 1 }) : undefined;
  };
  const busses = trip?.busses;
  const seatOf = (i: number) =>
    [
      busses?.hin?.sitze[i] !== undefined && t('summary.seatOut', { seat: busses.hin.sitze[i] }),
      busses?.rueck?.sitze[i] !== undefined && t('summary.seatBack', { seat: busses.rueck.sitze[i] }),
    ]
      .filter(Boolean)
      .join(' · ');
  const main = form.main;
  // The salutation stays the contract's 'Herr'/'Frau'/'Divers' in the form; it is shown in the visitor's language.
  const named = (p: { salutation?: string; title?: string; firstname?: string; lastname?: string }) => {
    const name = [p.title, p.firstname, p.lastname].filter(Boolean).join(' ');
    return p.salutation === 'Herr' || p.salutation === 'Frau' || p.salutation === 'Divers'
      ? t(`person.named.${p.salutation}`, { name })
      : name;
  };
  // The documents open in a new tab: the form and its hold stay as they are.
  const linkTo = (href: string) =>
    function ConsentLink(chunks: React.ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {chunks}
        </a>
      );
    };
  const consentText = (key: ConsentKey) => {
    switch (key) {
      case 'agb':
        return t.rich('consents.agb', { link: linkTo(CONSENT_DOCUMENTS.agb) });
      case 'datenschutz':
        return t.rich('consents.datenschutz', { link: linkTo(CONSENT_DOCUMENTS.datenschutz) });
      case 'anhang':
        return t.rich('consents.anhang', {
          annexA: linkTo(CONSENT_DOCUMENTS.annexA),
          annexB: linkTo(CONSENT_DOCUMENTS.annexB),
        });
      case 'produktinfo':
        return t.rich('consents.produktinfo', {
          info: linkTo(CONSENT_DOCUMENTS.productInfo),
          terms: linkTo(CONSENT_DOCUMENTS.insuranceTerms),
        });
    }
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
          {match && tickets ? (
            <>
              <div>
                <dt>{t('summary.match')}</dt>
                <dd>{match.title}</dd>
              </div>
              <div>
                <dt>{t('summary.matchDate')}</dt>
                <dd>
                  {formatDate(match.date)}
                  {formatTimeOfDay(match.date) && `, ${t('ticketForm.kickoff', { time: formatTimeOfDay(match.date) })}`}
                </dd>
              </div>
              <div>
                <dt>{t('ticketForm.count')}</dt>
                <dd data-testid="summary-tickets">{t('ticketForm.tickets', { count: tickets.teilnehmer_count })}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>{t('tripDate')}</dt>
              <dd>{date}</dd>
            </div>
          )}
          <div>
            <dt>{tickets ? t('ticketForm.contactTitle') : t('summary.booker')}</dt>
            <dd>
              {named(main)}
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
        {trip && (
          <>
            <h3 className={styles.subTitle}>{t('summary.travellers')}</h3>
            <ol className={styles.travellers}>
              {trip.teilnehmer.map((tv, i) => (
                <li key={i}>
                  <strong>{named(tv)}</strong> <span className={styles.muted}>({tv.birthday})</span>
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
            <IdenticalTravellers pairs={identicalTravellers(trip)} />
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="prices-title">
        <h2 id="prices-title" className={styles.cardTitle}>
          {t('prices.title')}
        </h2>
        <PriceTable lines={lines} totalCents={check.totalCents} terms={check.paymentTerms} />
      </section>

      <InsuranceChoice
        offers={check.insuranceOffers}
        context={insuranceContext}
        value={insurance}
        onChange={onInsurance}
        error={insuranceError}
        disabled={busy}
        optional={Boolean(tickets)}
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
              {consentText(key)}
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

'use client';
/**
 * The booking's three pages for both variants (spec §2, §4): page 1 the form (the trip form with its
 * stepper, or the ticket form), page 2 the check result, page 3 'Buchung abgeschlossen'; pages 2 and
 * 3 are the same for both. Check and save go to the site's server actions (./actions), which compose
 * the contract requests and the mail texts; after every attempt the import is fired and its result
 * ignored; a failed request closes the overlay and says so.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ConfirmationProps } from './Confirmation';
import type { BoardingPoint, CheckResult, PaymentTypeOption, TicketDate, TripService } from '@/lib/api/model';
import { unwrap } from '@/lib/booking/action-result';
import { maxTravellers as maxTravellersOf, todayIso } from '@/lib/booking/rules';
import { availablePaymentTypes } from '@/lib/booking/payment-types';
import {
  storageKey,
  withInsurance,
  type BookingFormValues,
  type BookingVariant,
  type TicketFormValues,
  type TripFormValues,
} from '@/lib/booking/form';
import type { Consents, PaymentType } from '@/lib/booking/schema';
import { formatDate, formatTimeOfDay } from '@/lib/format';
import * as actions from './actions';
import { TripForm } from './TripForm';
import { TicketForm, isOpenMatchDate } from './TicketForm';
import { Summary } from './Summary';
import { Overlay } from '@/components/ui/Overlay';
import { NoticeDialog } from '@/components/ui/NoticeDialog';
import type { InsuranceValue } from './InsuranceChoice';
import type { BookingJourney } from './types';
import styles from './BookingFlow.module.css';

export interface BookingFlowProps {
  journey: BookingJourney;
  /** The form the journey's kind needs: 'ticket' for a match-ticket journey (spec §2 ticket variant). */
  variant?: BookingVariant;
  /** The match dates of a ticket journey, in date order. */
  ticketDates?: readonly TicketDate[];
  /** Inside the ticket page's drawer: a smaller heading, and a new page scrolls the drawer, not the window. */
  embedded?: boolean;
  initialServices?: TripService[];
  /** Announced boarding points only (reshaped on the server). */
  initialBoarding?: BoardingPoint[];
  initialPayments?: PaymentTypeOption[];
  /** Hours an online booking may stay unpaid (the built-in engine's rule); unknown for a remote API. */
  paymentWindowHours?: number;
}

type Check = CheckResult;
type Done = Omit<ConfirmationProps, 'onClose'>;

// Page 3 (with the payment dialog) loads only once page 2 is reached: less JavaScript on first load.
const loadConfirmation = () => import('./Confirmation').then((m) => ({ default: m.Confirmation }));
const Confirmation = lazy(loadConfirmation);

/** spec §4/§7: after every booking attempt, not awaited, its result ignored. */
function fireImport(): void {
  void actions.importProcesses().catch(() => undefined);
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function BookingFlow({
  journey,
  variant = 'trip',
  ticketDates = [],
  embedded = false,
  initialServices,
  initialBoarding,
  initialPayments,
  paymentWindowHours,
}: BookingFlowProps) {
  const t = useTranslations('booking');
  const router = useRouter();
  const isTicket = variant === 'ticket';

  // Services and boarding points belong to the trip form; tickets have a match date instead.
  const services = useQuery({
    queryKey: ['services', journey.code],
    queryFn: async () => unwrap(await actions.getTripServices(journey.code)),
    initialData: initialServices,
    staleTime: 60_000,
    enabled: !isTicket,
  });
  const boarding = useQuery({
    queryKey: ['boarding-points', journey.code],
    queryFn: async () => unwrap(await actions.getBoardingPoints(journey.code)),
    initialData: initialBoarding,
    staleTime: 5 * 60_000,
    enabled: !isTicket,
  });
  const payments = useQuery({
    queryKey: ['payments'],
    queryFn: async () => unwrap(await actions.listPaymentTypes()),
    initialData: initialPayments,
    staleTime: 5 * 60_000,
  });

  const [page, setPage] = useState<1 | 2 | 3>(1);
  const [sent, setSent] = useState<{ values: BookingFormValues; step: number }>();
  const [check, setCheck] = useState<Check>();
  const [insurance, setInsurance] = useState<InsuranceValue>();
  const [idempotencyKey, setIdempotencyKey] = useState<string>('');
  const [done, setDone] = useState<Done>();
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saving = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each page starts at its top, with the focus on its heading for screen readers.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (embedded) heading.current?.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [page, embedded]);

  useEffect(() => {
    if (page === 2) void loadConfirmation();
  }, [page]);

  const serviceList = services.data ?? [];
  const points = boarding.data ?? [];
  const offered = (payments.data ?? []).map((p) => p.type);
  const allowed = availablePaymentTypes(offered, journey.dateFrom, todayIso());
  const max = services.data ? maxTravellersOf(serviceList) : 0;
  const today = todayIso();
  const openDates = ticketDates.filter((date) => isOpenMatchDate(date, today));
  const sentTicket = sent?.values.variant === 'ticket' ? (sent.values as TicketFormValues) : undefined;
  const match = sentTicket ? ticketDates.find((d) => d.id === sentTicket.termin) : undefined;

  /** The check; answers the result when booking is possible, otherwise shows why and answers undefined. */
  const runCheck = async (
    values: BookingFormValues,
    holdId?: string,
  ): Promise<Check | { fields: { path: string; message: string }[] } | undefined> => {
    setBusy('check');
    try {
      const result = await actions.checkBooking({
        idreise: journey.code,
        journeyId: journey.id,
        form: values,
        ...(holdId && { reservierung: holdId }),
      });
      if (!result.ok) {
        setNotice(result.message);
        return result.error === 'invalid' && result.fields.length > 0 ? { fields: result.fields } : undefined;
      }
      const checked = result.data;
      if (checked.outcome !== 'possible') {
        setNotice(checked.notice ?? t('notPossible'));
        return undefined;
      }
      return checked;
    } catch (error) {
      console.error('Booking check failed', error);
      setNotice(t('requestFailed'));
      return undefined;
    } finally {
      setBusy(null);
      fireImport();
    }
  };

  const submitForm = async (values: BookingFormValues, step = 0) => {
    // Coming back from page 2: the insurance chosen there stays, and the hold is renewed, not doubled.
    const withChoice =
      insurance === undefined || insurance === 'none' ? withInsurance(values, null) : withInsurance(values, insurance);
    const result = await runCheck(withChoice, check?.hold?.id);
    if (!result) return;
    if ('fields' in result) return { fields: result.fields };
    setSent({ values: withChoice, step });
    setCheck(result);
    setIdempotencyKey(newKey());
    // spec §2: the ticket variant's insurance is optional, so 'no insurance' is the starting choice.
    if (isTicket && insurance === undefined) setInsurance('none');
    setPage(2);
  };

  const chooseInsurance = async (value: number | 'none') => {
    if (!sent || !check) return;
    const previous = insurance;
    setInsurance(value);
    const id = value === 'none' ? null : value;
    if ((sent.values.insurance ?? null) === id) return;
    // The prices change with the insurance: run the check again on the same hold.
    const values = withInsurance(sent.values, id);
    const result = await runCheck(values, check.hold?.id);
    if (!result || 'fields' in result) {
      setInsurance(previous);
      return;
    }
    setSent({ ...sent, values });
    setCheck(result);
  };

  const extendHold = async () => {
    if (!sent || !check) return;
    const result = await runCheck(sent.values, check.hold?.id);
    if (result && !('fields' in result)) setCheck(result);
  };

  const book = async (consents: Consents) => {
    if (!sent || !check || saving.current) return;
    saving.current = true;
    setBusy('save');
    try {
      const values = sent.values;
      // Form data only: the server adds the language and the mail texts.
      const result = await actions.saveBooking({
        journeyId: journey.id,
        idreise: journey.code,
        form: values,
        ...(check.hold && { reservierung: check.hold.id }),
        consents,
        idempotencyKey,
      });
      if (!result.ok) {
        setNotice(result.message);
        return;
      }
      const saved = result.data;
      if (!saved.booking) {
        setNotice(saved.notice ?? t('notPossible'));
        // Nothing was booked: a further attempt is a new one.
        setIdempotencyKey(newKey());
        return;
      }
      const booked = saved.booking;
      setDone({
        processNumber: booked.processNumber,
        token: booked.token,
        email: booked.email ?? values.main.email,
        pdfUrl: booked.pdfUrl,
        paymentType: values.payment as PaymentType,
        terms: booked.paymentTerms ?? check.paymentTerms,
        totalCents: booked.totalCents ?? check.totalCents,
        paymentWindowHours,
        paymentTicket: booked.paymentTicket,
      });
      window.sessionStorage.removeItem(storageKey(journey.id));
      setPage(3);
    } catch (error) {
      console.error('Booking save failed', error);
      setNotice(t('requestFailed'));
    } finally {
      saving.current = false;
      setBusy(null);
      fireImport();
    }
  };

  const date = match
    ? matchLine(match, t)
    : isTicket
      ? ''
      : journey.dateFrom === journey.dateTill
        ? formatDate(journey.dateFrom)
        : `${formatDate(journey.dateFrom)} – ${formatDate(journey.dateTill)}`;
  const pages = [t('pages.data'), t('pages.check'), t('pages.done')];

  const notBookable = (
    <div className={styles.problem} role="alert">
      <p>{t('notBookable')}</p>
      {!embedded && <a href={journey.path}>{t('backToTrip')}</a>}
    </div>
  );

  /** Page 1 of the ticket variant: the match dates come with the journey, nothing to load. */
  const ticketPage = () => {
    if (ticketDates.length === 0) return <p className={styles.problem}>{t('ticketForm.noDates')}</p>;
    if (!journey.bookable || openDates.length === 0) return notBookable;
    return (
      <TicketForm
        dates={ticketDates}
        paymentList={payments.data ?? []}
        paymentsLoading={payments.isPending}
        initialValues={sentTicket}
        headingLevel={embedded ? 'h4' : 'h2'}
        onSubmit={(values) => submitForm(values)}
      />
    );
  };

  /** Page 1 of the trip variant: the nine-step form once the trip's services are loaded. */
  const tripPage = () => {
    if (services.isPending) return <p className={styles.loading}>{t('loading')}</p>;
    if (services.isError) {
      return (
        <div className={styles.problem} role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className={styles.retry} onClick={() => void services.refetch()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    if (!journey.bookable || max < 1) return notBookable;
    return (
      <TripForm
        journey={journey}
        services={serviceList}
        boardingPoints={points}
        offeredPayments={offered}
        allowedPayments={allowed}
        paymentsLoading={payments.isPending}
        maxTravellers={max}
        initialValues={sent?.values.variant === 'trip' ? sent.values : undefined}
        initialStep={sent?.step}
        holdId={check?.hold?.id}
        onSubmit={(values: TripFormValues, step: number) => submitForm(values, step)}
      />
    );
  };

  let body: React.ReactNode;
  if (page === 2 && sent && check) {
    body = (
      <Summary
        journey={journey}
        form={sent.values}
        match={match}
        check={check}
        services={serviceList}
        boardingPoints={points}
        insurance={insurance}
        onInsurance={(v) => void chooseInsurance(v)}
        onBack={() => setPage(1)}
        onExtend={() => void extendHold()}
        onBook={(consents) => void book(consents)}
        busy={busy !== null}
      />
    );
  } else if (page === 3 && done) {
    body = (
      <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
        <Confirmation {...done} onClose={() => router.push('/')} />
      </Suspense>
    );
  } else {
    body = isTicket ? ticketPage() : tripPage();
  }
  const Heading = embedded ? 'h3' : 'h1';

  return (
    <div className={styles.flow} data-embedded={embedded ? 'true' : undefined}>
      <header className={styles.head}>
        <p className={styles.kicker}>{isTicket ? t('ticketForm.kicker') : t('kicker')}</p>
        <Heading ref={heading} tabIndex={-1} className={styles.title}>
          {page === 3 ? t('done.title') : journey.title}
        </Heading>
        {(page === 3 || date) && <p className={styles.meta}>{page === 3 ? journey.title : date}</p>}
        <ol className={styles.pages} aria-label={t('pages.label')}>
          {pages.map((label, i) => (
            <li
              key={label}
              className={i + 1 === page ? styles.pageCurrent : i + 1 < page ? styles.pageDone : undefined}
              aria-current={i + 1 === page ? 'step' : undefined}
            >
              <span aria-hidden="true">{i + 1}</span> {label}
            </li>
          ))}
        </ol>
      </header>
      <div className={styles.body}>{body}</div>
      <Overlay open={busy !== null} message={busy === 'save' ? t('busySave') : t('busyCheck')} />
      <NoticeDialog open={notice !== null} message={notice ?? ''} onClose={() => setNotice(null)} />
    </div>
  );
}

/** 'FC Bayern München – VfB Stuttgart · 17.01.2026, Anstoß 15:30 Uhr' */
function matchLine(match: TicketDate, t: ReturnType<typeof useTranslations<'booking'>>): string {
  const time = formatTimeOfDay(match.date);
  return [match.title, formatDate(match.date) + (time ? `, ${t('ticketForm.kickoff', { time })}` : '')].join(' · ');
}

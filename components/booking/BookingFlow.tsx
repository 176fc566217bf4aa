'use client';
/**
 * The booking's three pages for both variants (spec §2, §4): page 1 the form (the trip form with its
 * stepper, or the ticket form), page 2 the check result, page 3 'Buchung abgeschlossen'; pages 2 and
 * 3 are the same for both. Check and save go to the site's server actions (./actions), which compose
 * the contract requests and the mail texts; after every attempt the import is fired and its result
 * ignored; a failed request closes the overlay and says so.
 *
 * Pages in history (issue 11): each page is a history entry (`?seite=2`, `?seite=3`, lib/booking/pages),
 * so Back and Forward move between them, also inside the ticket page's drawer. The form, the step
 * reached and the visitor's hold are kept in sessionStorage (lib/booking/session), so a reload
 * restores the page: page 1 the form as typed, page 2 by running the check again (which renews the
 * hold), page 3 from the booking's process number and token, its payment state read on the server.
 * The traveller count never drops silently: when fewer places are left than the form's travellers,
 * a dialog says so and the visitor chooses.
 *
 * State (issue 27): the page-level state is one pure reducer (lib/booking/flow-state, unit-tested);
 * this component runs the effects (history, sessionStorage, server actions) and dispatches to it.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { BoardingPoint, CheckResult, PaymentTypeOption, TicketDate, TripService } from '@/lib/api/model';
import { unwrap } from '@/lib/booking/action-result';
import { maxTravellers as maxTravellersOf, todayIso } from '@/lib/booking/rules';
import { availablePaymentTypes } from '@/lib/booking/payment-types';
import {
  formForSending,
  resizeTravellers,
  withInsurance,
  type BookingFormValues,
  type BookingVariant,
  type TicketFormValues,
  type TripFormValues,
} from '@/lib/booking/form';
import {
  forgetConfirmation,
  liveHold,
  readConfirmation,
  readStoredBooking,
  storeConfirmation,
  updateStoredBooking,
  type StoredBooking,
  type StoredConfirmation,
  type StoredHold,
} from '@/lib/booking/session';
import { pageOfSearch, urlOfPage, type BookingPage } from '@/lib/booking/pages';
import { flowReducer, initialFlowState } from '@/lib/booking/flow-state';
import { MAX_TRAVELLERS } from '@/lib/booking/form-rules';
import type { Consents, PaymentType } from '@/lib/booking/schema';
import { maxTickets } from '@/lib/booking/tickets';
import { formatDate, formatTimeOfDay } from '@/lib/format';
import { currentPaymentView } from '@/components/payment/actions';
import * as actions from './actions';
import { TripForm } from './TripForm';
import { TicketForm, isOpenMatchDate } from './TicketForm';
import { loadFormChecks } from './lazy-checks';
import { useNoticeText } from './notice-text';
import { Overlay } from '@/components/ui/Overlay';
import { NoticeDialog } from '@/components/ui/NoticeDialog';
import { Dialog } from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';
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
type CheckOutcome = Check | { fields: { path: string; message: string }[] } | undefined;

/** What this flow writes into a history entry it makes (Next.js keeps its own fields beside it). */
interface EntryState {
  bookingPage: BookingPage;
  /** Page 2 was reached from page 1 of this flow: its back button can go back in history. */
  fromForm?: boolean;
}

// Page 2 loads once page 1 is sent (while the price check runs), page 3 (with the payment dialog)
// once page 2 is reached: less JavaScript on first load.
const loadSummary = () => import('./Summary').then((m) => ({ default: m.Summary }));
const Summary = lazy(loadSummary);
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

/** Puts `page` into the address bar: a new history entry, or in place of the current one. */
function writeHistory(page: BookingPage, how: 'push' | 'replace', extra: Omit<EntryState, 'bookingPage'> = {}) {
  const state: EntryState = { bookingPage: page, ...extra };
  const url = urlOfPage(window.location.href, page);
  if (how === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}

/** The values as the check takes them, or undefined when the form is not complete (page 1 says why). */
async function sendable(values: BookingFormValues): Promise<BookingFormValues | undefined> {
  const sent = formForSending(values);
  return (await loadFormChecks()).isSendable(sent) ? sent : undefined;
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
  const tm = useTranslations('paymentReturn.messages');
  const noticeText = useNoticeText();
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

  // The page-level state in one reducer (lib/booking/flow-state); the effects below dispatch to it.
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
  const { page, restored, start, hold, sent, check, insurance, idempotencyKey, done, tooMany, countUnchecked } = state;
  const { busy, notice } = state;
  const setNotice = (message: string | null) => dispatch({ type: 'notice', message });
  const saving = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The three pages are entries of this one document: the browser must not put back an old scroll
  // position after Back (page 3's, say), or the card that says the booking is done is off-screen.
  useEffect(() => {
    if (embedded) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, [embedded]);

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
    if (page === 2) {
      void loadSummary();
      void loadConfirmation();
    }
  }, [page]);

  const serviceList = services.data ?? [];
  const points = boarding.data ?? [];
  const offered = (payments.data ?? []).map((p) => p.type);
  const allowed = availablePaymentTypes(offered, journey.dateFrom, todayIso());
  const servicesMax = services.data ? maxTravellersOf(serviceList) : 0;
  const today = todayIso();
  const openDates = ticketDates.filter((date) => isOpenMatchDate(date, today));
  const sentTicket = sent?.values.variant === 'ticket' ? (sent.values as TicketFormValues) : undefined;
  const match = sentTicket ? ticketDates.find((d) => d.id === sentTicket.termin) : undefined;
  const ownHold = liveHold({ hold }, new Date());
  // The visitor's own live hold keeps places for them: those count as left (never below what it holds).
  const tripMax = Math.min(MAX_TRAVELLERS, Math.max(servicesMax, ownHold?.travellers ?? 0));

  /**
   * How many travellers the form may have: what is left, but never less than the visitor's own live
   * hold keeps; undefined while the trip's services are not known.
   */
  const limitOf = (values: BookingFormValues, own: StoredHold | undefined): number | undefined => {
    if (values.variant === 'trip') {
      if (!services.data) return undefined;
      return Math.min(MAX_TRAVELLERS, Math.max(servicesMax, own?.travellers ?? 0));
    }
    const date = ticketDates.find((d) => d.id === Number(values.termin));
    if (!date) return MAX_TRAVELLERS;
    const held = own && own.termin === date.id ? own.travellers : 0;
    return Math.min(MAX_TRAVELLERS, Math.max(maxTickets(date.freeTickets), held));
  };

  if (countUnchecked && (isTicket || services.data)) {
    const restoredValues = start.values;
    const max = restoredValues && limitOf(restoredValues, ownHold);
    const over = restoredValues && max !== undefined && restoredValues.teilnehmer_count > max;
    dispatch({ type: 'countChecked', ...(over && { tooMany: { values: restoredValues, max } }) });
  }

  const rememberHold = (result: Check, values: BookingFormValues) => {
    if (!result.hold) return;
    const kept: StoredHold = {
      id: result.hold.id,
      until: result.hold.until,
      travellers: values.teilnehmer_count,
      ...(values.variant === 'ticket' && { termin: Number(values.termin) }),
    };
    dispatch({ type: 'held', hold: kept });
    updateStoredBooking(window.sessionStorage, journey.id, { hold: kept });
  };

  /** The check; answers the result when booking is possible, otherwise shows why and answers undefined. */
  const runCheck = async (values: BookingFormValues, holdId?: string): Promise<CheckOutcome> => {
    dispatch({ type: 'busy', busy: 'check' });
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
        setNotice(checked.notice ? noticeText(checked.notice) : t('notPossible'));
        return undefined;
      }
      rememberHold(checked, values);
      return checked;
    } catch (error) {
      console.error('Booking check failed', error);
      setNotice(t('requestFailed'));
      return undefined;
    } finally {
      dispatch({ type: 'busy', busy: null });
      fireImport();
    }
  };

  /** The insurance chosen on page 2 stays when the form is checked again. */
  const withChoice = (values: BookingFormValues) =>
    insurance === undefined || insurance === 'none' ? withInsurance(values, null) : withInsurance(values, insurance);

  const showCheck = (values: BookingFormValues, step: number, result: Check) =>
    dispatch({ type: 'checked', sent: { values, step }, check: result, idempotencyKey: newKey(), isTicket });

  /** Page 1 again, from the form as kept in sessionStorage (what was typed last). */
  const showForm = (checkCount = false) => {
    const stored = readStoredBooking<BookingFormValues>(window.sessionStorage, journey.id, variant);
    dispatch({
      type: 'formShown',
      ...(stored && { stored: { values: stored.values, step: stored.step } }),
      checkCount,
    });
  };

  const submitForm = async (values: BookingFormValues, step = 0) => {
    // Coming back from page 2: the insurance chosen there stays, and the hold is renewed, not doubled.
    const chosen = withChoice(values);
    void loadSummary(); // page 2's code loads while the price check runs
    const result = await runCheck(chosen, hold?.id);
    if (!result) return;
    if ('fields' in result) return { fields: result.fields };
    showCheck(chosen, step, result);
    writeHistory(2, 'push', { fromForm: true });
  };

  /**
   * Page 2 without a click on 'Weiter und Daten prüfen' (a reload, Forward): the check runs again on
   * the form as kept, renewing the visitor's hold. Not possible or not complete: page 1, told why.
   */
  const recheck = async (stored: StoredBooking) => {
    const values = await sendable(withChoice(stored.values));
    const result = values ? await runCheck(values, stored.hold?.id) : undefined;
    if (!values) setNotice(t('checkInput'));
    if (values && result && !('fields' in result)) {
      showCheck(values, stored.step, result);
      return;
    }
    writeHistory(1, 'replace');
    // Places may be gone: the form's count is compared with what is left (never dropped silently).
    showForm(true);
  };

  /** Shows the page an entry or a reload names, restored from what sessionStorage kept. */
  const restore = useEffectEvent((target: BookingPage, reload: boolean) => {
    const storage = window.sessionStorage;
    const stored = readStoredBooking<BookingFormValues>(storage, journey.id, variant);
    const confirmation = reload ? readConfirmation(storage, journey.id) : done;
    if (reload) dispatch({ type: 'restored', ...(stored?.hold && { hold: stored.hold }) });
    if (target === 3 || (target === 2 && !stored)) {
      if (confirmation) {
        dispatch({ type: 'confirmationShown', done: confirmation, page: target });
        return;
      }
    }
    // After the booking, Back shows that it is done (a new booking starts from there).
    if (confirmation && !reload) {
      dispatch({ type: 'pageShown', page: target });
      return;
    }
    const kept = stored && { values: stored.values, step: stored.step };
    if (stored && kept) {
      const max = limitOf(stored.values, liveHold(stored, new Date()));
      if (max !== undefined && stored.values.teilnehmer_count > max) {
        if (target !== 1) writeHistory(1, 'replace');
        dispatch({ type: 'tooMany', stored: kept, max });
        return;
      }
      if (target === 2) {
        // Page 2 waits for the check; page 1 must not show (and store) an empty form meanwhile.
        dispatch({ type: 'pageShown', page: 2 });
        void recheck(stored);
        return;
      }
      if (target !== 1) writeHistory(1, 'replace');
      // The trip's services are still loading: the count is compared once they are there.
      dispatch({ type: 'formShown', stored: kept, checkCount: max === undefined });
      return;
    }
    if (target !== 1) writeHistory(1, 'replace');
    dispatch({ type: 'formShown' });
  });

  useEffect(() => {
    // The address and sessionStorage exist only in the browser, after hydration: read once.
    restore(pageOfSearch(window.location.search), true);
    const onPop = () => restore(pageOfSearch(window.location.search), false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** The dialog's choice: the form with as many travellers as are left (the first ones kept). */
  const reduceTravellers = () => {
    if (!tooMany) return;
    const { values, max } = tooMany;
    const fewer: BookingFormValues =
      values.variant === 'trip'
        ? resizeTravellers(values as TripFormValues, max)
        : { ...values, teilnehmer_count: max };
    updateStoredBooking(window.sessionStorage, journey.id, { values: fewer });
    dispatch({ type: 'travellersChanged', values: fewer });
  };

  /** The dialog's other choice: keep the travellers and look for another date (tickets) or trip. */
  const keepTravellers = () => {
    if (!tooMany) return;
    if (tooMany.values.variant === 'ticket') {
      const undated = { ...tooMany.values, termin: 0 };
      updateStoredBooking(window.sessionStorage, journey.id, { values: undated });
      dispatch({ type: 'travellersChanged', values: undated, step: 0 });
      return;
    }
    router.push(journey.path);
  };

  const chooseInsurance = async (value: number | 'none') => {
    if (!sent || !check) return;
    const previous = insurance;
    dispatch({ type: 'insuranceChosen', insurance: value });
    const id = value === 'none' ? null : value;
    if ((sent.values.insurance ?? null) === id) return;
    // The prices change with the insurance: run the check again on the same hold.
    const values = withInsurance(sent.values, id);
    const result = await runCheck(values, check.hold?.id);
    if (!result || 'fields' in result) {
      dispatch({ type: 'insuranceChosen', insurance: previous });
      return;
    }
    dispatch({ type: 'insuranceChecked', values, check: result });
  };

  const extendHold = async () => {
    if (!sent || !check) return;
    const result = await runCheck(sent.values, check.hold?.id);
    if (result && !('fields' in result)) dispatch({ type: 'holdExtended', check: result });
  };

  /** Page 2's back button: back in history when page 1 is the entry before, else page 1 in its place. */
  const backToForm = () => {
    if ((window.history.state as Partial<EntryState> | null)?.fromForm) {
      window.history.back();
      return;
    }
    writeHistory(1, 'replace');
    showForm();
  };

  const book = async (consents: Consents) => {
    if (!sent || !check || saving.current) return;
    saving.current = true;
    dispatch({ type: 'busy', busy: 'save' });
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
        // spec §8 "booking unsuccessful": the save, not the trip, failed.
        // Nothing was booked: a further attempt is a new one.
        dispatch({
          type: 'saveRefused',
          message: saved.notice ? noticeText(saved.notice) : tm('bookingFailed'),
          idempotencyKey: newKey(),
        });
        return;
      }
      const booked = saved.booking;
      const confirmation: StoredConfirmation = {
        processNumber: booked.processNumber,
        token: booked.token,
        email: booked.email ?? values.main.email,
        ...(booked.pdfUrl && { pdfUrl: booked.pdfUrl }),
        paymentType: values.payment as PaymentType,
        terms: booked.paymentTerms ?? check.paymentTerms,
        totalCents: booked.totalCents ?? check.totalCents,
        ...(booked.paymentTicket && { paymentTicket: booked.paymentTicket }),
      };
      storeConfirmation(window.sessionStorage, journey.id, confirmation);
      dispatch({ type: 'booked', done: confirmation });
      writeHistory(3, 'push');
    } catch (error) {
      console.error('Booking save failed', error);
      setNotice(t('requestFailed'));
    } finally {
      saving.current = false;
      dispatch({ type: 'busy', busy: null });
      fireImport();
    }
  };

  const showConfirmation = () => {
    writeHistory(3, 'push');
    dispatch({ type: 'pageShown', page: 3 });
  };

  /** After a finished booking: a new one starts with an empty form. */
  const startOver = () => {
    forgetConfirmation(window.sessionStorage, journey.id);
    dispatch({ type: 'startedOver' });
    writeHistory(1, 'replace');
  };

  // Page 3's payment state is always the server's: asked when the page shows, again after the dialog.
  const online = done !== undefined && done.paymentType !== 'bill';
  const paymentState = useQuery({
    queryKey: ['payment-state', done?.processNumber],
    queryFn: async () =>
      (await currentPaymentView({ processNumber: done!.processNumber, token: done!.token })) ?? 'unknown',
    enabled: page === 3 && online,
    staleTime: 0,
    retry: 2,
  });

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
        key={start.key}
        dates={ticketDates}
        paymentList={payments.data ?? []}
        paymentsLoading={payments.isPending}
        initialValues={start.values?.variant === 'ticket' ? start.values : undefined}
        persistAs={restored ? journey.id : undefined}
        held={ownHold?.termin ? { termin: ownHold.termin, count: ownHold.travellers } : undefined}
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
    if (!journey.bookable || tripMax < 1) return notBookable;
    return (
      <TripForm
        key={start.key}
        journey={journey}
        services={serviceList}
        boardingPoints={points}
        offeredPayments={offered}
        allowedPayments={allowed}
        paymentsLoading={payments.isPending}
        maxTravellers={tripMax}
        initialValues={start.values?.variant === 'trip' ? (start.values as TripFormValues) : undefined}
        initialStep={start.step}
        persist={restored}
        holdId={hold?.id}
        onSubmit={(values: TripFormValues, step: number) => submitForm(values, step)}
      />
    );
  };

  const finished = done && (
    <div className={styles.finished} role="status">
      <p>{t('finished.text', { processNumber: done.processNumber })}</p>
      <div className={styles.finishedActions}>
        <Button onClick={showConfirmation}>{t('finished.show')}</Button>
        <Button variant="outline" onClick={startOver}>
          {t('finished.again')}
        </Button>
      </div>
    </div>
  );

  let body: React.ReactNode;
  if (page === 3 && done) {
    body = (
      <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
        <Confirmation
          {...done}
          paymentWindowHours={paymentWindowHours}
          paymentState={online ? paymentState.data : 'bill'}
          onPaymentChange={() => void paymentState.refetch()}
          onClose={() => router.push('/')}
        />
      </Suspense>
    );
  } else if (done && page !== 3) {
    body = finished;
  } else if (page === 2 && sent && check) {
    body = (
      <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
        <Summary
          journey={journey}
          form={sent.values}
          match={match}
          check={check}
          services={serviceList}
          boardingPoints={points}
          insurance={insurance}
          onInsurance={(v) => void chooseInsurance(v)}
          onBack={backToForm}
          onExtend={() => void extendHold()}
          onBook={(consents) => void book(consents)}
          busy={busy !== null}
        />
      </Suspense>
    );
  } else if (page === 2) {
    body = <p className={styles.loading}>{t('loading')}</p>;
  } else {
    body = isTicket ? ticketPage() : tripPage();
  }
  const Heading = embedded ? 'h3' : 'h1';

  return (
    <div
      className={styles.flow}
      data-embedded={embedded ? 'true' : undefined}
      // The trip form's first page has its running total beside it on a desk (TripForm): wider.
      data-wide={page === 1 && !isTicket && !done ? 'true' : undefined}
      // The form is the visitor's from here on: what the address and sessionStorage kept is restored
      // (before it, a restored form replaces what was entered). The e2e suite waits for it.
      data-restored={restored ? 'true' : undefined}
    >
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
      <Dialog
        // After the notice that said why (a failed check), not on top of it.
        open={tooMany !== null && notice === null}
        onOpenChange={() => undefined}
        title={t('tooMany.title')}
        tone="warning"
        persistent
        testId="too-many-dialog"
        actions={
          <>
            {tooMany && tooMany.max >= 1 && (
              <Button onClick={reduceTravellers}>
                {isTicket
                  ? t('tooMany.reduceTickets', { count: tooMany.max })
                  : t('tooMany.reduce', { count: tooMany.max })}
              </Button>
            )}
            <Button variant="outline" onClick={keepTravellers}>
              {isTicket ? t('tooMany.otherDate') : t('tooMany.back')}
            </Button>
          </>
        }
      >
        {tooMany && (
          <p>
            {isTicket
              ? t('tooMany.tickets', { count: tooMany.values.teilnehmer_count, max: tooMany.max })
              : t('tooMany.text', { count: tooMany.values.teilnehmer_count, max: tooMany.max })}
          </p>
        )}
      </Dialog>
    </div>
  );
}

/** 'FC Bayern München – VfB Stuttgart · 17.01.2026, Anstoß 15:30 Uhr' */
function matchLine(match: TicketDate, t: ReturnType<typeof useTranslations<'booking'>>): string {
  const time = formatTimeOfDay(match.date);
  return [match.title, formatDate(match.date) + (time ? `, ${t('ticketForm.kickoff', { time })}` : '')].join(' · ');
}

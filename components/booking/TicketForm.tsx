'use client';
/**
 * Page 1 of the ticket booking (spec §2 "Booking form, ticket variant"): the information box about
 * the club homepage and hygiene rules, the match date, the ticket count ('1 Karte', '2 Karten', … at
 * most 10 and never more than are left), the payment method (no 'subscription', invoice only more
 * than 14 days before the match) and the contact person, then 'Weiter und Daten prüfen'. One form on
 * react-hook-form with the shared `ticketFormSchema`: the same rules and messages as the trip form;
 * on submit an invalid field is scrolled into view and focused.
 */
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentTypeOption, TicketDate } from '@/lib/api/model';
import type { FieldProblem } from '@/lib/booking/action-result';
import { defaultTicketForm, formForSending, type TicketFormValues } from '@/lib/booking/form';
import { updateStoredBooking } from '@/lib/booking/session';
import { todayIso } from '@/lib/booking/rules';
import { MAX_TRAVELLERS } from '@/lib/booking/form-rules';
import type { PaymentType, TicketForm as ParsedTicketForm } from '@/lib/booking/schema';
import { clampTickets, matchDay, maxTickets, ticketPaymentTypes } from '@/lib/booking/tickets';
import { formatPrice } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { MatchDateChoice } from './MatchDateChoice';
import { PaymentChoice } from './PaymentChoice';
import { RegistrantFields } from './PersonFields';
import { useErrorText } from './fields';
import { lazyResolver, useFormChecks } from './lazy-checks';
import { whenShown } from './when-shown';
import stepStyles from './steps.module.css';
import styles from './TicketForm.module.css';

export interface TicketFormProps {
  /** The ticket journey's match dates, in date order. */
  dates: readonly TicketDate[];
  /** The payment types the booking system offers. */
  paymentList: readonly PaymentTypeOption[];
  paymentsLoading?: boolean;
  /** Values to start from (coming back from page 2, or kept in sessionStorage). */
  initialValues?: TicketFormValues;
  /** Keep the form in sessionStorage under this journey as it is typed (once what was kept there has been read). */
  persistAs?: number;
  /** Tickets of a match date the visitor's own live hold keeps: they count as left for this visitor. */
  held?: { termin: number; count: number };
  /** Section headings: h2 on the booking page, h4 inside the ticket page's drawer. */
  headingLevel?: 'h2' | 'h4';
  /** Runs the check; answers the fields the server found invalid, if any. */
  onSubmit: (values: TicketFormValues) => Promise<{ fields?: FieldProblem[] } | void>;
}

// zod loads after the page came up (./lazy-checks): its first validation waits for it if need be.
const ticketResolver = lazyResolver((checks) => checks.ticketResolver);

/** A date can be chosen while tickets are left, it has a price and the match is still ahead. */
export function isOpenMatchDate(date: TicketDate, today: string): boolean {
  return date.prices.length > 0 && maxTickets(date.freeTickets) > 0 && matchDay(date.date) > today;
}

/** Scrolls the first invalid field of the submitted form into view and focuses it (a choice: its first option). */
function focusFirstInvalid(event: BaseSyntheticEvent | undefined) {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  whenShown(
    () => form?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    (invalid) => {
      if (!invalid) return;
      const target =
        invalid.tagName === 'FIELDSET'
          ? (invalid.querySelector<HTMLElement>('input:checked:not(:disabled), input:not(:disabled)') ?? invalid)
          : invalid;
      target.scrollIntoView({ block: 'center', behavior: 'smooth' });
      target.focus({ preventScroll: true });
    },
  );
}

export function TicketForm({
  dates,
  paymentList,
  paymentsLoading,
  initialValues,
  persistAs,
  held,
  headingLevel: Heading = 'h2',
  onSubmit,
}: TicketFormProps) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const errorText = useErrorText();
  const today = todayIso();

  const methods = useForm<TicketFormValues, unknown, ParsedTicketForm>({
    resolver: ticketResolver,
    defaultValues: initialValues ?? defaultTicketForm(),
    mode: 'onTouched',
    // The first invalid field may be a choice (match date, payment): focused below, in page order.
    shouldFocusError: false,
  });
  useFormChecks(); // loads the schema checks once the browser is idle, before the first validation
  const { control, getValues, setValue, setError, handleSubmit } = methods;
  const values = useWatch({ control }) as TicketFormValues;
  const { errors, isSubmitting } = useFormState({ control });

  useEffect(() => {
    if (persistAs !== undefined) updateStoredBooking(window.sessionStorage, persistAs, { values, step: 0 });
  }, [values, persistAs]);

  const chosen = dates.find((d) => d.id === Number(values.termin));
  const heldHere = held && chosen?.id === held.termin ? held.count : 0;
  const max = chosen ? Math.max(maxTickets(chosen.freeTickets), Math.min(heldHere, MAX_TRAVELLERS)) : MAX_TRAVELLERS;
  const count = Number(values.teilnehmer_count) || 1;
  const offeredTypes = paymentList.map((p) => p.type);
  const offered = ticketPaymentTypes(offeredTypes, undefined, today);
  const allowed = ticketPaymentTypes(offeredTypes, chosen?.date, today);
  const price = chosen?.prices[0];

  /** What another match changes: a count it has no tickets for, a payment type it does not allow. */
  const changesOf = (id: number) => {
    const date = dates.find((d) => d.id === id);
    if (!date) return null;
    const countNow = getValues('teilnehmer_count') ?? 1;
    const fitting = clampTickets(countNow, date.freeTickets);
    const payment = getValues('payment');
    const paymentLost = Boolean(
      payment && !ticketPaymentTypes(offeredTypes, date.date, today).includes(payment as PaymentType),
    );
    return { fitting, countLost: fitting !== countNow, countNow, paymentLost };
  };
  const applyDate = (id: number) => {
    const changes = changesOf(id);
    setValue('termin', id, { shouldDirty: true, shouldValidate: true });
    if (!changes) return;
    // A count or a payment type the new date does not allow is changed, not sent.
    if (changes.countLost) setValue('teilnehmer_count', changes.fitting, { shouldDirty: true });
    if (changes.paymentLost) setValue('payment', '' as PaymentType, { shouldDirty: true });
  };
  /** Another match that would change the count or the payment waits for the visitor's OK (spec §8). */
  const [pendingDate, setPendingDate] = useState<number | null>(null);
  const chooseDate = (id: number) => {
    const changes = changesOf(id);
    if (changes && (changes.countLost || changes.paymentLost)) setPendingDate(id);
    else applyDate(id);
  };
  const pending = pendingDate === null ? null : changesOf(pendingDate);

  const submit = handleSubmit(
    async (_data, event) => {
      const result = await onSubmit(formForSending(getValues()));
      const fields = result?.fields?.filter((f) => f.path.startsWith('form.')) ?? [];
      for (const field of fields) {
        setError(field.path.slice('form.'.length) as FieldPath<TicketFormValues>, {
          type: 'server',
          message: field.message,
        });
      }
      if (fields.length > 0) focusFirstInvalid(event);
    },
    (_errors, event) => focusFirstInvalid(event),
  );

  const messageOf = (name: 'termin' | 'teilnehmer_count' | 'payment') =>
    errorText((errors[name] as { message?: string } | undefined)?.message);
  const countError = messageOf('teilnehmer_count');

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} aria-label={t('ticketForm.formLabel')} className={styles.form}>
        <div className={styles.info} role="note" aria-labelledby="ticket-info-title">
          <Heading id="ticket-info-title" className={styles.infoTitle}>
            {t('ticketForm.infoTitle')}
          </Heading>
          <p>{t('ticketForm.info')}</p>
          <p>{t('ticketForm.football')}</p>
        </div>

        <MatchDateChoice
          dates={dates}
          value={Number(values.termin) || 0}
          onChange={chooseDate}
          isOpen={(date) => isOpenMatchDate(date, today)}
          error={messageOf('termin')}
        />

        <div className={stepStyles.field}>
          <label htmlFor="field-teilnehmer_count" className={stepStyles.controlLabel}>
            {t('ticketForm.count')} <span aria-hidden="true">*</span>
          </label>
          <select
            id="field-teilnehmer_count"
            className={`${stepStyles.select} ${stepStyles.narrow}`}
            value={Math.min(count, Math.max(1, max))}
            aria-invalid={countError ? true : undefined}
            aria-describedby={countError ? 'field-teilnehmer_count-error' : undefined}
            onChange={(e) =>
              setValue('teilnehmer_count', Number(e.target.value), { shouldDirty: true, shouldValidate: true })
            }
          >
            {Array.from({ length: Math.max(1, max) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('ticketForm.tickets', { count: n })}
              </option>
            ))}
          </select>
          {chosen && max < MAX_TRAVELLERS && (
            <p className={stepStyles.muted}>{t('ticketForm.fewTickets', { count: max })}</p>
          )}
          {countError && (
            <p id="field-teilnehmer_count-error" className={styles.error}>
              {countError}
            </p>
          )}
          {price && (
            <p className={styles.subtotal} data-testid="ticket-subtotal">
              {t('ticketForm.subtotal', {
                count,
                price: formatPrice(price.priceCents, locale),
                total: formatPrice(price.priceCents * count, locale),
              })}
            </p>
          )}
        </div>

        <PaymentChoice
          offered={offered}
          allowed={allowed}
          value={values.payment ?? ''}
          loading={paymentsLoading}
          onChange={(type) => setValue('payment', type, { shouldDirty: true, shouldValidate: true })}
          error={messageOf('payment')}
        />

        <section className={styles.contact} aria-labelledby="ticket-contact-title">
          <Heading id="ticket-contact-title" className={styles.sectionTitle}>
            {t('ticketForm.contactTitle')}
          </Heading>
          <RegistrantFields intro={t('ticketForm.contactIntro')} withBirthday={false} />
        </section>

        <div className={styles.submitRow}>
          <button type="submit" className={stepStyles.primaryButton} disabled={isSubmitting}>
            {t('submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        message={
          pending && (
            <>
              {pending.countLost && <p>{t('ticketCountLost', { free: pending.fitting, count: pending.countNow })}</p>}
              {pending.paymentLost && <p>{t('paymentLost')}</p>}
            </>
          )
        }
        onConfirm={() => {
          if (pendingDate !== null) applyDate(pendingDate);
          setPendingDate(null);
        }}
        onCancel={() => setPendingDate(null)}
      />
    </FormProvider>
  );
}

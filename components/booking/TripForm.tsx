'use client';
/**
 * Page 1 of the trip booking (spec §2): one form on react-hook-form + the shared zod schema, walked
 * through the nine-step stepper. The form keeps its data in sessionStorage (lib/booking/session) so
 * a reload loses nothing (the booking flow reads it back); on submit an invalid field is scrolled
 * into view and focused.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch, get, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { BoardingPoint, TripService } from '@/lib/api/model';
import { capitaliseFirst } from '@/lib/booking/form-rules';
import type { PaymentType, TripForm as ParsedTripForm } from '@/lib/booking/schema';
import {
  defaultTripForm,
  formForSending,
  identicalTravellers,
  mirrorFirstTravellerExtras,
  resizeTravellers,
  travellersLost,
  type TripFormValues,
} from '@/lib/booking/form';
import { updateStoredBooking } from '@/lib/booking/session';
import {
  automaticSurcharges,
  coaches as coachesOf,
  roomPricePerPerson,
  roomTypes as roomTypesOf,
  selectableExtras,
} from '@/lib/booking/rules';
import {
  nextStep,
  reachableStep,
  stepStates,
  STEP_IDS,
  stepFields,
  type PersonChecks,
  type StepContext,
  type StepId,
} from '@/lib/booking/steps';
import { formatDate, formatPrice } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Stepper } from './Stepper';
import { RunningTotal } from './RunningTotal';
import { estimateTripTotalCents } from '@/lib/booking/estimate';
import { RegistrantFields, TravellerFields } from './PersonFields';
import { PaymentChoice } from './PaymentChoice';
import { CheckboxField, useErrorText } from './fields';
import { IdenticalTravellers } from './IdenticalTravellers';
import { whenShown } from './when-shown';
import { lazyResolver, loadFormChecks, useFormChecks } from './lazy-checks';
import type { BookingJourney } from './types';
import styles from './steps.module.css';

// The steps after the first (rooms, extras, boarding point, seats) open only after the visitor's
// first choices: their code loads when the browser is idle after the page came up, not with it.
const loadRooms = () => import('./RoomAssignment').then((m) => ({ default: m.RoomAssignment }));
const loadExtras = () => import('./ExtrasChoice').then((m) => ({ default: m.ExtrasChoice }));
const loadBoarding = () => import('./BoardingChoice').then((m) => ({ default: m.BoardingChoice }));
const loadSeats = () => import('./SeatSelection').then((m) => ({ default: m.SeatSelection }));
const RoomAssignment = lazy(loadRooms);
const ExtrasChoice = lazy(loadExtras);
const BoardingChoice = lazy(loadBoarding);
const SeatSelection = lazy(loadSeats);
/**
 * The steps whose component loads on demand, each behind its own Suspense boundary. Only these: a
 * boundary around the first step would let React send its content after the page's shell and swap
 * it in later, moving every step below it once the page is on screen.
 */
const LAZY_STEPS: ReadonlySet<StepId> = new Set(['rooms', 'extras', 'boarding', 'seats']);
const LATER_STEPS_IDLE_TIMEOUT_MS = 2000;

// zod loads after the page came up (./lazy-checks): its first validation waits for it if need be.
const tripResolver = lazyResolver((checks) => checks.tripResolver);

/**
 * Until the schema checks have loaded: the registrant and traveller steps count as complete when
 * the visitor had already gone past them (a form kept in sessionStorage), so a restored form does
 * not close its later steps for a moment; the checks themselves decide as soon as they are there.
 */
function passedSteps(furthest: number): PersonChecks {
  return {
    registrant: () => furthest > STEP_IDS.indexOf('registrant'),
    traveller: () => furthest > STEP_IDS.indexOf('travellers'),
  };
}

function loadLaterSteps() {
  void loadRooms();
  void loadExtras();
  void loadBoarding();
  void loadSeats();
}

export interface TripFormProps {
  journey: BookingJourney;
  services: readonly TripService[];
  boardingPoints: readonly BoardingPoint[];
  offeredPayments: readonly PaymentType[];
  allowedPayments: readonly PaymentType[];
  paymentsLoading?: boolean;
  maxTravellers: number;
  /** Values to start from (coming back from page 2, or kept in sessionStorage); otherwise the defaults. */
  initialValues?: TripFormValues;
  initialStep?: number;
  /** Keep the form in sessionStorage as it is typed (once what was kept there has been read). */
  persist: boolean;
  /** The hold of an earlier check, so the visitor's own held seats show as free. */
  holdId?: string;
  /** Runs the check; answers the fields the server found invalid, if any. */
  onSubmit: (values: TripFormValues, step: number) => Promise<{ fields?: { path: string; message: string }[] } | void>;
}

/** A name as it will be sent: first letters capitalised (spec §5). */
function fullName(person: { firstname?: string; lastname?: string }): string {
  return [person.firstname, person.lastname]
    .filter(Boolean)
    .map((part) => capitaliseFirst(part!))
    .join(' ');
}

/** Which step a field of the form belongs to. */
function stepOfField(path: string): StepId {
  if (path.startsWith('teilnehmer_count')) return 'count';
  if (path.startsWith('teilnehmer_rooms')) return 'rooms';
  if (/^teilnehmer\.\d+\.leistungen/.test(path)) return 'extras';
  if (/^teilnehmer\.\d+\.zustieg/.test(path)) return 'boarding';
  if (path.startsWith('busses') || path.startsWith('bus')) return 'seats';
  if (path.startsWith('main')) return 'registrant';
  if (path.startsWith('teilnehmer')) return 'travellers';
  if (path.startsWith('payment')) return 'payment';
  return 'overview';
}

function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof (value as { message?: unknown }).message === 'string') return [path];
    return errorPaths(value as FieldErrors, path);
  });
}

/** Scrolls the first invalid field of a step into view and focuses it. */
function focusFirstInvalid(stepId: StepId) {
  const panel = () => document.getElementById(`step-${stepId}-panel`);
  whenShown(
    () => panel()?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    (invalid) => {
      const target =
        invalid ?? panel()?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
      const header = document.getElementById(`step-${stepId}-header`);
      (target ?? header)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      (target ?? header)?.focus({ preventScroll: true });
    },
  );
}

export function TripForm(props: TripFormProps) {
  const { journey, services, boardingPoints, offeredPayments, allowedPayments, maxTravellers } = props;
  const t = useTranslations('booking');
  const tp = useTranslations('payment');
  const locale = useLocale();
  const errorText = useErrorText();
  const firstPoint = boardingPoints.length === 1 ? boardingPoints[0].id : undefined;

  const methods = useForm<TripFormValues, unknown, ParsedTripForm>({
    resolver: tripResolver,
    defaultValues: props.initialValues ?? defaultTripForm(maxTravellers, firstPoint),
    mode: 'onTouched',
  });
  const { control, getValues, setValue, setError, trigger, handleSubmit } = methods;
  const values = useWatch({ control }) as TripFormValues;
  const { errors, isSubmitting } = useFormState({ control });

  const [furthest, setFurthest] = useState(props.initialStep ?? 0);
  const [active, setActive] = useState(props.initialStep ?? 0);
  const [autoSeats, setAutoSeats] = useState(false);
  const formChecks = useFormChecks();

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(loadLaterSteps, { timeout: LATER_STEPS_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(loadLaterSteps, LATER_STEPS_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (props.persist) updateStoredBooking(window.sessionStorage, journey.id, { values, step: furthest });
  }, [values, furthest, journey.id, props.persist]);

  const roomTypes = roomTypesOf(services);
  const coaches = coachesOf(services);
  const extras = selectableExtras(services);
  const ctx: StepContext = {
    maxTravellers,
    roomTypes,
    // seats assigned automatically (no readable seat plan): the seat step needs no choice
    coaches: autoSeats ? {} : { hin: coaches.hin?.id, rueck: coaches.rueck?.id },
    boardingPointIds: boardingPoints.map((p) => p.id),
    allowedPayments,
  };
  const states = stepStates(values, ctx, furthest, formChecks?.personChecks ?? passedSteps(furthest));
  const current = reachableStep(states, active);
  const count = values.teilnehmer_count;
  const travellers = values.teilnehmer ?? [];

  const travellerName = (i: number) => {
    const traveller = travellers[i];
    const name = traveller ? fullName(traveller) : '';
    return name ? t('travellerNamed', { number: i + 1, name }) : t('traveller', { number: i + 1 });
  };

  const open = (index: number) => {
    setActive(index);
    window.requestAnimationFrame(() =>
      document.getElementById(`step-${STEP_IDS[index]}-header`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    );
  };

  const onNext = async (index: number) => {
    const id = STEP_IDS[index];
    // The registrant or traveller step, passed before the checks have loaded: decided by the checks all the same.
    const checked =
      formChecks || (id !== 'registrant' && id !== 'travellers')
        ? states
        : stepStates(getValues(), ctx, furthest, (await loadFormChecks()).personChecks);
    if (!checked[index].complete) {
      const fields = stepFields(id, count) as FieldPath<TripFormValues>[];
      if (fields.length > 0) await trigger(fields);
      focusFirstInvalid(id);
      return;
    }
    const next = nextStep(checked, index);
    setFurthest((f) => Math.max(f, next));
    open(next);
  };

  const onBack = (index: number) => {
    let previous = index - 1;
    while (previous > 0 && states[previous].notNeeded) previous -= 1;
    open(previous);
  };

  const applyCount = (n: number) => {
    const next = resizeTravellers(getValues(), n);
    setValue('teilnehmer_count', n, { shouldDirty: true, shouldValidate: true });
    setValue('teilnehmer', next.teilnehmer, { shouldDirty: true });
    setValue('teilnehmer_rooms', next.teilnehmer_rooms, { shouldDirty: true });
    setValue('busses', next.busses, { shouldDirty: true });
  };
  /** A count that would delete typed travellers waits for the visitor's OK (spec §8); Cancel keeps all. */
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const setCount = (n: number) => {
    if (travellersLost(getValues(), n).length > 0) setPendingCount(n);
    else applyCount(n);
  };
  const lostNames =
    pendingCount === null
      ? ''
      : travellersLost(getValues(), pendingCount)
          .map((i) => travellerName(i))
          .join(', ');

  const showInvalid = (paths: string[]) => {
    const firstStep = STEP_IDS.find((id) => paths.some((p) => stepOfField(p) === id)) ?? 'overview';
    const index = STEP_IDS.indexOf(firstStep);
    setActive(Math.min(index, reachableStep(states, index)));
    focusFirstInvalid(firstStep);
  };

  const submit = handleSubmit(
    async () => {
      const result = await props.onSubmit(formForSending(getValues()), furthest);
      const fields = result?.fields?.filter((f) => f.path.startsWith('form.')) ?? [];
      if (fields.length > 0) {
        for (const field of fields) {
          setError(field.path.slice('form.'.length) as FieldPath<TripFormValues>, {
            type: 'server',
            message: field.message,
          });
        }
        showInvalid(fields.map((f) => f.path.slice('form.'.length)));
      }
    },
    (invalid) => showInvalid(errorPaths(invalid)),
  );

  const pointLabel = (id: number) => {
    const point = boardingPoints.find((p) => p.id === id);
    return point ? `${point.town}, ${point.place}` : '–';
  };

  const summary = (id: StepId) => {
    switch (id) {
      case 'count':
        return t('summary.count', { count });
      case 'rooms':
        return (values.teilnehmer_rooms ?? []).map((r) => roomTypes.find((rt) => rt.id === r.room)?.name).join(', ');
      case 'extras': {
        const chosen = travellers.reduce((sum, tv) => sum + (tv.leistungen?.length ?? 0), 0);
        return chosen ? t('summary.extras', { count: chosen }) : t('summary.noExtras');
      }
      case 'boarding':
        return [...new Set(travellers.map((tv) => pointLabel(Number(tv.zustieg))))].join(' · ');
      case 'seats':
        return [
          values.busses?.hin && t('summary.seatsOut', { seats: values.busses.hin.sitze.join(', ') }),
          values.busses?.rueck && t('summary.seatsBack', { seats: values.busses.rueck.sitze.join(', ') }),
        ]
          .filter(Boolean)
          .join(' · ');
      case 'registrant':
        return values.main ? fullName(values.main) : '';
      case 'travellers':
        return travellers.map(fullName).join(', ');
      case 'payment':
        return values.payment ? tp(values.payment as PaymentType) : '';
      default:
        return '';
    }
  };

  const boardingErrors = travellers.map((_, i) =>
    errorText((get(errors, `teilnehmer.${i}.zustieg`) as { message?: string } | undefined)?.message),
  );

  const content = (id: StepId) => {
    switch (id) {
      case 'count':
        return (
          <div className={styles.stack}>
            <dl className={styles.facts}>
              <div>
                <dt>{t('tripDate')}</dt>
                <dd>
                  {journey.dateFrom === journey.dateTill
                    ? formatDate(journey.dateFrom)
                    : `${formatDate(journey.dateFrom)} – ${formatDate(journey.dateTill)}`}
                </dd>
              </div>
              <div>
                <dt>{t('pricePerPerson')}</dt>
                <dd>{formatPrice(journey.priceCents, locale)}</dd>
              </div>
            </dl>
            <div className={styles.field}>
              <label htmlFor="field-teilnehmer_count" className={styles.controlLabel}>
                {t('count')} <span aria-hidden="true">*</span>
              </label>
              <select
                id="field-teilnehmer_count"
                className={`${styles.select} ${styles.narrow}`}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              >
                {Array.from({ length: maxTravellers }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('people', { count: n })}
                  </option>
                ))}
              </select>
              {maxTravellers < 10 && <p className={styles.muted}>{t('fewSeats', { count: maxTravellers })}</p>}
            </div>
          </div>
        );
      case 'rooms':
        return states[1].notNeeded ? (
          <p className={styles.intro}>{t('rooms.notNeeded')}</p>
        ) : (
          <RoomAssignment
            roomTypes={roomTypes}
            priceOf={(id) => roomPricePerPerson(services, id)}
            count={count}
            value={values.teilnehmer_rooms ?? []}
            onChange={(rows) =>
              setValue(
                'teilnehmer_rooms',
                rows.map((r) => ({ ...r, status: 1 as const })),
                { shouldDirty: true },
              )
            }
            travellerName={travellerName}
          />
        );
      case 'extras':
        return (
          <ExtrasChoice
            extras={extras}
            surcharges={automaticSurcharges(services, values.teilnehmer_rooms ?? [])}
            selected={travellers.map((tv) => tv.leistungen ?? [])}
            onChange={(i, ids) => setValue(`teilnehmer.${i}.leistungen`, ids, { shouldDirty: true })}
            onMirror={() =>
              mirrorFirstTravellerExtras(getValues('teilnehmer')).forEach((tv, i) =>
                setValue(`teilnehmer.${i}.leistungen`, tv.leistungen ?? [], { shouldDirty: true }),
              )
            }
            travellerName={travellerName}
          />
        );
      case 'boarding':
        return (
          <BoardingChoice
            points={boardingPoints}
            value={travellers.map((tv) => Number(tv.zustieg) || 0)}
            onChange={(i, point) =>
              setValue(`teilnehmer.${i}.zustieg`, point, { shouldDirty: true, shouldValidate: true })
            }
            onAll={(point) =>
              travellers.forEach((_, i) =>
                setValue(`teilnehmer.${i}.zustieg`, point, { shouldDirty: true, shouldValidate: true }),
              )
            }
            travellerName={travellerName}
            errors={boardingErrors}
          />
        );
      case 'seats':
        return (
          <SeatSelection
            idreise={journey.code}
            coaches={coaches}
            count={count}
            wish={{
              wunsch_vornemittehinten: values.bus?.wunsch_vornemittehinten ?? 'V',
              wunsch_linksrechts: values.bus?.wunsch_linksrechts ?? 'L',
              wunsch_fenstergang: values.bus?.wunsch_fenstergang ?? 'F',
            }}
            onWishChange={(wish) => setValue('bus', wish, { shouldDirty: true })}
            value={values.busses ?? {}}
            onChange={(busses) => setValue('busses', busses, { shouldDirty: true })}
            holdId={props.holdId}
            onAutomatic={setAutoSeats}
          />
        );
      case 'registrant':
        return <RegistrantFields />;
      case 'travellers':
        return (
          <div className={styles.stack}>
            <p className={styles.intro}>{t('person.travellersIntro')}</p>
            {travellers.map((_, i) => (
              <TravellerFields key={i} index={i} travellerName={travellerName} />
            ))}
            <IdenticalTravellers pairs={identicalTravellers(values)} live />
          </div>
        );
      case 'payment':
        return (
          <PaymentChoice
            offered={offeredPayments}
            allowed={allowedPayments}
            value={values.payment ?? ''}
            loading={props.paymentsLoading}
            onChange={(type) => setValue('payment', type, { shouldDirty: true, shouldValidate: true })}
            error={errorText((errors.payment as { message?: string } | undefined)?.message)}
          />
        );
      case 'overview':
        return (
          <div className={styles.stack}>
            <dl className={styles.overview}>
              <div>
                <dt>{t('tripDate')}</dt>
                <dd>
                  {journey.dateFrom === journey.dateTill
                    ? formatDate(journey.dateFrom)
                    : `${formatDate(journey.dateFrom)} – ${formatDate(journey.dateTill)}`}
                </dd>
              </div>
              {(['count', 'rooms', 'extras', 'boarding', 'seats', 'registrant', 'travellers', 'payment'] as const)
                .filter((id) => !(id === 'rooms' && states[1].notNeeded))
                .map((id) => (
                  <div key={id}>
                    <dt>{t(`stepName.${id}`)}</dt>
                    <dd>{summary(id) || '–'}</dd>
                  </div>
                ))}
            </dl>
            <div className={styles.field}>
              <label htmlFor="field-comment" className={styles.controlLabel}>
                {t('comment')}
              </label>
              <textarea
                id="field-comment"
                className={styles.textarea}
                rows={3}
                maxLength={2000}
                {...methods.register('comment')}
              />
            </div>
            <CheckboxField name="names_confirmed">{t('namesConfirmed')}</CheckboxField>
          </div>
        );
    }
  };

  return (
    <FormProvider {...methods}>
      <div className={styles.formLayout}>
        <form noValidate onSubmit={submit} aria-label={t('formLabel')}>
          <Stepper
            states={states}
            active={current}
            onOpen={open}
            onNext={(i) => void onNext(i)}
            onBack={onBack}
            summary={summary}
            finalAction={
              <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
                {t('submit')}
              </button>
            }
          >
            {(id: StepId) =>
              LAZY_STEPS.has(id) ? (
                <Suspense fallback={<p className={styles.muted}>{t('loading')}</p>}>{content(id)}</Suspense>
              ) : (
                content(id)
              )
            }
          </Stepper>
        </form>
        <RunningTotal
          count={count}
          totalCents={estimateTripTotalCents({
            tripPriceCents: journey.priceCents,
            travellers,
            rooms: values.teilnehmer_rooms ?? [],
            services,
            boardingPoints,
          })}
        />
      </div>
      <ConfirmDialog
        open={pendingCount !== null}
        message={t('travellersLost', { count: pendingCount ?? 0, names: lostNames })}
        onConfirm={() => {
          if (pendingCount !== null) applyCount(pendingCount);
          setPendingCount(null);
        }}
        onCancel={() => setPendingCount(null)}
      />
    </FormProvider>
  );
}

'use client';
/**
 * Page 1 of the trip booking (spec §2): one form on react-hook-form + the shared zod schema, walked
 * through the nine-step stepper. Each step's content is a file of its own (./steps); this file keeps
 * the form, the step order and the navigation, the running total and the warning before a smaller
 * count deletes typed travellers. The form keeps its data in sessionStorage (lib/booking/session) so
 * a reload loses nothing (the booking flow reads it back); on submit an invalid field is scrolled
 * into view and focused.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { BoardingPoint, TripService } from '@/lib/api/model';
import { capitaliseFirst } from '@/lib/booking/form-rules';
import type { PaymentType, TripForm as ParsedTripForm } from '@/lib/booking/schema';
import {
  defaultTripForm,
  formForSending,
  resizeTravellers,
  travellersLost,
  type TripFormValues,
} from '@/lib/booking/form';
import { updateStoredBooking } from '@/lib/booking/session';
import { coaches as coachesOf, roomTypes as roomTypesOf } from '@/lib/booking/rules';
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
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Stepper } from './Stepper';
import { RunningTotal } from './RunningTotal';
import { estimateTripTotalCents } from '@/lib/booking/estimate';
import { RegistrantFields } from './PersonFields';
import { CountStep } from './steps/count';
import { TravellersStep } from './steps/travellers';
import { PaymentStep } from './steps/payment';
import { OverviewStep } from './steps/overview';
import { whenShown } from './when-shown';
import { lazyResolver, loadFormChecks, useFormChecks } from './lazy-checks';
import type { BookingJourney } from './types';
import styles from './steps.module.css';

// The steps after the first (rooms, extras, boarding point, seats) open only after the visitor's
// first choices: their code loads when the browser is idle after the page came up, not with it.
const loadRooms = () => import('./steps/rooms').then((m) => ({ default: m.RoomsStep }));
const loadExtras = () => import('./steps/extras').then((m) => ({ default: m.ExtrasStep }));
const loadBoarding = () => import('./steps/boarding').then((m) => ({ default: m.BoardingStep }));
const loadSeats = () => import('./steps/seats').then((m) => ({ default: m.SeatsStep }));
const RoomsStep = lazy(loadRooms);
const ExtrasStep = lazy(loadExtras);
const BoardingStep = lazy(loadBoarding);
const SeatsStep = lazy(loadSeats);
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

  const content = (id: StepId) => {
    const step = { values, travellerName };
    switch (id) {
      case 'count':
        return <CountStep journey={journey} count={count} maxTravellers={maxTravellers} onCount={setCount} />;
      case 'rooms':
        // A day trip needs no room: said without loading the step's code.
        return states[1].notNeeded ? (
          <p className={styles.intro}>{t('rooms.notNeeded')}</p>
        ) : (
          <RoomsStep {...step} services={services} roomTypes={roomTypes} />
        );
      case 'extras':
        return <ExtrasStep {...step} services={services} />;
      case 'boarding':
        return <BoardingStep {...step} points={boardingPoints} errors={errors} />;
      case 'seats':
        return (
          <SeatsStep
            values={values}
            idreise={journey.code}
            coaches={coaches}
            holdId={props.holdId}
            onAutomatic={setAutoSeats}
          />
        );
      case 'registrant':
        return <RegistrantFields />;
      case 'travellers':
        return <TravellersStep {...step} />;
      case 'payment':
        return (
          <PaymentStep
            offered={offeredPayments}
            allowed={allowedPayments}
            value={values.payment ?? ''}
            loading={props.paymentsLoading}
            error={(errors.payment as { message?: string } | undefined)?.message}
          />
        );
      case 'overview':
        return <OverviewStep journey={journey} roomsNotNeeded={states[1].notNeeded} summary={summary} />;
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

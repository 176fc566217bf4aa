'use client';
/**
 * Seat step (spec §3/§4/§8): the outbound and return coach's seat plans, requested with the traveller
 * count and the seat wishes; the proposed seats are selected and can be changed.
 * The plan is requested again when the traveller count or a wish changes.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SeatPlan, TripService } from '@/lib/api/model';
import type { SeatWish } from '@/lib/booking/schema';
import type { TripFormValues } from '@/lib/booking/form';
import { unwrap } from '@/lib/booking/action-result';
import { getSeatPlans } from './actions';
import { SeatMap } from './SeatMap';
import { useNoticeText } from './notice-text';
import styles from './steps.module.css';

type Busses = NonNullable<TripFormValues['busses']>;
type Direction = 'hin' | 'rueck';

export interface SeatSelectionProps {
  idreise: string;
  coaches: { hin?: TripService; rueck?: TripService };
  count: number;
  wish: SeatWish;
  onWishChange: (wish: SeatWish) => void;
  value: Busses;
  onChange: (busses: Busses) => void;
  /** The visitor's own hold (after a check): its seats show as free to them. */
  holdId?: string;
  /**
   * Told whether the seats are assigned automatically: a coach's plan came without a seat list the
   * site can read (a remote booking system need not send one), so the step must not block.
   */
  onAutomatic?: (automatic: boolean) => void;
}

const seatFree = (plan: SeatPlan, seat: number) =>
  plan.seats.some((s) => s.number === seat && (s.status === 'free' || s.status === 'proposed'));

/** The selection still fits the plan: the right coach, the right number of seats, all of them free. */
function selectionFits(plan: SeatPlan | undefined, chosen: Busses[Direction], count: number): boolean {
  if (!plan || !chosen || chosen.idleistung !== plan.serviceId || chosen.sitze.length !== count) return false;
  return chosen.sitze.every((seat) => seatFree(plan, seat));
}

export function SeatSelection({
  idreise,
  coaches,
  count,
  wish,
  onWishChange,
  value,
  onChange,
  holdId,
  onAutomatic,
}: SeatSelectionProps) {
  const t = useTranslations('booking.seats');
  const noticeText = useNoticeText();
  const hin = coaches.hin?.id;
  const rueck = coaches.rueck?.id;

  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [
      'seat-plans',
      idreise,
      hin,
      rueck,
      count,
      wish.wunsch_vornemittehinten,
      wish.wunsch_linksrechts,
      wish.wunsch_fenstergang,
      holdId,
    ],
    queryFn: async () =>
      unwrap(
        await getSeatPlans({
          idreise,
          idleistung_hin: hin!,
          idleistung_rueck: rueck,
          anzahl_personen: count,
          ...wish,
          reservierung: holdId,
        }),
      ),
    enabled: hin !== undefined && count > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const plans = data?.plans ?? [];
  const planFor = (direction: Direction): SeatPlan | undefined => {
    const id = direction === 'hin' ? hin : rueck;
    return (
      plans.find((p) => p.serviceId === id) ??
      plans.find((p) => p.direction === (direction === 'hin' ? 'outbound' : 'return'))
    );
  };

  const automatic =
    data !== undefined &&
    (['hin', 'rueck'] as const).some((d) => (d === 'hin' ? hin : rueck) !== undefined && !planFor(d)?.seats.length);
  useEffect(() => {
    onAutomatic?.(automatic);
  }, [automatic, onAutomatic]);

  // A new plan (new count or wishes): take its proposal unless the current choice still fits. Only a
  // new answer from the server replaces the choice, not the visitor's own clicks: the answer is what
  // the effect reacts to, the choice, count and onChange are read as they are now (an effect event).
  const takeProposal = useEffectEvent(() => {
    if (automatic) {
      // no seat numbers are sent: the booking system assigns them by the wishes
      if (value.hin || value.rueck) onChange({});
      return;
    }
    const next: Busses = { ...value };
    let changed = false;
    for (const direction of ['hin', 'rueck'] as const) {
      const plan = planFor(direction);
      if (!plan || selectionFits(plan, value[direction], count)) continue;
      // Seats the visitor chose on this coach that are still free stay theirs (a count raised after
      // choosing seats); the proposal fills up the rest.
      const chosen = value[direction];
      const kept =
        chosen?.idleistung === plan.serviceId
          ? chosen.sitze.filter((seat) => seatFree(plan, seat)).slice(0, count)
          : [];
      const proposal = plan.seats
        .filter((s) => s.status === 'proposed' && !kept.includes(s.number))
        .map((s) => s.number);
      next[direction] = { idleistung: plan.serviceId, sitze: [...kept, ...proposal].slice(0, count) };
      changed = true;
    }
    if (changed) onChange(next);
  });
  useEffect(() => {
    if (data) takeProposal();
  }, [data]);

  // 'Maximum reached' belongs to the plan it was said for: a new answer clears it.
  const [maxReachedFor, setMaxReachedFor] = useState<typeof data>();
  const maxReached = maxReachedFor !== undefined && maxReachedFor === data;

  const toggle = (direction: Direction, plan: SeatPlan, seat: number) => {
    const current = value[direction]?.idleistung === plan.serviceId ? value[direction]!.sitze : [];
    if (current.includes(seat)) {
      setMaxReachedFor(undefined);
      onChange({
        ...value,
        [direction]: { idleistung: plan.serviceId, sitze: current.filter((s) => s !== seat) },
      });
      return;
    }
    if (current.length >= count) {
      setMaxReachedFor(data);
      return;
    }
    setMaxReachedFor(undefined);
    onChange({ ...value, [direction]: { idleistung: plan.serviceId, sitze: [...current, seat] } });
  };

  const directions = automatic ? [] : (['hin', 'rueck'] as const).filter((d) => planFor(d));
  const notEnough = directions.some((d) => (planFor(d)?.free ?? 0) < count);
  const split = (['outbound', 'return'] as const).some(
    (d) => plans.filter((p) => p.direction === d && p.seats.some((s) => s.status === 'proposed')).length > 1,
  );
  const hint = data?.notice && noticeText(data.notice);

  const wishSelect = (key: keyof SeatWish, options: string[]) => (
    <div className={styles.wish}>
      <label htmlFor={`wish-${key}`} className={styles.controlLabel}>
        {t(`wish.${key}`)}
      </label>
      <select
        id={`wish-${key}`}
        className={styles.select}
        value={wish[key]}
        onChange={(e) => {
          onChange({});
          onWishChange({ ...wish, [key]: e.target.value });
        }}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`wishOption.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );

  if (hin === undefined) return <p className={styles.intro}>{t('noPlan')}</p>;

  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('intro', { count })}</p>
      <div className={styles.wishes}>
        {wishSelect('wunsch_vornemittehinten', ['V', 'M', 'H'])}
        {wishSelect('wunsch_linksrechts', ['L', 'R'])}
        {wishSelect('wunsch_fenstergang', ['F', 'G'])}
      </div>

      <div aria-live="polite" className={styles.liveArea}>
        {isPending && <p className={styles.muted}>{t('loading')}</p>}
        {automatic && <p className={styles.muted}>{t('automatic')}</p>}
        {notEnough && <p className={styles.warning}>{t('noMoreSeats')}</p>}
        {split && <p className={styles.warning}>{t('split')}</p>}
        {hint && <p className={styles.warning}>{hint}</p>}
        {maxReached && <p className={styles.warning}>{t('maximum', { count })}</p>}
      </div>
      {isError && (
        <p className={styles.warning}>
          {t('loadFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      )}

      {directions.length > 0 && (
        <>
          <ul className={styles.legend} aria-label={t('legendLabel')}>
            <li>
              <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" /> {t('state.free')}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchSelected}`} aria-hidden="true" /> {t('state.selected')}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchTaken}`} aria-hidden="true" /> {t('state.taken')}
            </li>
          </ul>
          <div className={styles.coaches}>
            {directions.map((direction) => {
              const plan = planFor(direction)!;
              const chosen = value[direction]?.idleistung === plan.serviceId ? value[direction]!.sitze : [];
              return (
                <div key={direction} className={styles.coachColumn}>
                  <SeatMap
                    plan={plan}
                    label={t(direction === 'hin' ? 'outbound' : 'return')}
                    description={plan.name}
                    selected={chosen}
                    onToggle={(seat) => toggle(direction, plan, seat)}
                  />
                  <p className={styles.chosen} aria-live="polite">
                    {t('chosen', { count: chosen.length, total: count, seats: chosen.join(', ') || '–' })}
                  </p>
                </div>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

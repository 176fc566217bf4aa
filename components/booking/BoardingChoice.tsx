'use client';
/** Boarding point per traveller (spec §4), with 'the same for everybody' for groups. */
import { useLocale, useTranslations } from 'next-intl';
import type { BoardingPoint } from '@/lib/api/model';
import { formatPrice } from '@/lib/format';
import { FieldError, fieldId } from './fields';
import styles from './steps.module.css';

export interface BoardingChoiceProps {
  points: readonly BoardingPoint[];
  value: number[];
  onChange: (traveller: number, point: number) => void;
  onAll: (point: number) => void;
  travellerName: (index: number) => string;
  errors: (string | undefined)[];
}

export function BoardingChoice({ points, value, onChange, onAll, travellerName, errors }: BoardingChoiceProps) {
  const t = useTranslations('booking.boarding');
  const locale = useLocale();
  const label = (p: BoardingPoint) => {
    const place = [p.time && t('time', { time: p.time }), `${p.town}, ${p.place}`].filter(Boolean).join(' · ');
    return p.surchargeCents ? `${place} (+${formatPrice(p.surchargeCents, locale)})` : place;
  };
  if (points.length === 0) return <p className={styles.warning}>{t('none')}</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.grid2}>
        {value.map((selected, i) => {
          const id = fieldId(`teilnehmer.${i}.zustieg`);
          return (
            <div key={i} className={styles.field}>
              <label htmlFor={id} className={styles.controlLabel}>
                {t('for', { name: travellerName(i) })} <span aria-hidden="true">*</span>
              </label>
              <select
                id={id}
                className={styles.select}
                value={selected ? String(selected) : ''}
                aria-required
                aria-invalid={errors[i] ? true : undefined}
                aria-describedby={errors[i] ? `${id}-error` : undefined}
                onChange={(e) => onChange(i, Number(e.target.value))}
              >
                <option value="">{t('choose')}</option>
                {points.map((p) => (
                  <option key={p.id} value={p.id}>
                    {label(p)}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-error`} message={errors[i]} />
            </div>
          );
        })}
      </div>
      {value.length > 1 && value[0] > 0 && (
        <div className={styles.inlineControls}>
          <button type="button" className={styles.secondaryButton} onClick={() => onAll(value[0])}>
            {t('sameForAll', { name: travellerName(0) })}
          </button>
        </div>
      )}
    </div>
  );
}

'use client';
/**
 * Extras per traveller (spec §5): only extras with status 'Frei'; surcharges ('Aufpreis …', single
 * room) are listed as added automatically and cannot be chosen; traveller 1's extras can be mirrored.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { TripService } from '@/lib/api/model';
import { formatPrice } from '@/lib/format';
import styles from './steps.module.css';

export interface ExtrasChoiceProps {
  extras: readonly TripService[];
  surcharges: { service: TripService; travellers: number[] }[];
  selected: number[][];
  onChange: (traveller: number, ids: number[]) => void;
  onMirror: () => void;
  travellerName: (index: number) => string;
}

export function ExtrasChoice({ extras, surcharges, selected, onChange, onMirror, travellerName }: ExtrasChoiceProps) {
  const t = useTranslations('booking.extras');
  const locale = useLocale();
  const taken = (id: number) => selected.filter((ids) => ids.includes(id)).length;

  return (
    <div className={styles.stack}>
      {extras.length === 0 ? (
        <p className={styles.intro}>{t('none')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          {selected.map((ids, traveller) => (
            <fieldset key={traveller} className={styles.roomRow}>
              <legend className={styles.roomLegend}>{travellerName(traveller)}</legend>
              <div className={styles.checkGrid}>
                {extras.map((extra) => {
                  const checked = ids.includes(extra.id);
                  const soldOut = !checked && taken(extra.id) >= extra.free;
                  return (
                    <label key={extra.id} className={styles.checkOption}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={soldOut}
                        onChange={(e) =>
                          onChange(
                            traveller,
                            e.target.checked ? [...ids, extra.id] : ids.filter((id) => id !== extra.id),
                          )
                        }
                      />
                      <span>
                        {extra.name} <span className={styles.price}>{formatPrice(extra.priceCents, locale)}</span>
                        {soldOut && <span className={styles.muted}> – {t('soldOut')}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {selected.length > 1 && (
            <div className={styles.inlineControls}>
              <button type="button" className={styles.secondaryButton} onClick={onMirror}>
                {t('mirror', { name: travellerName(0) })}
              </button>
            </div>
          )}
        </>
      )}
      {surcharges.length > 0 && (
        <div className={styles.infoBox}>
          <p className={styles.infoTitle}>{t('automatic')}</p>
          <ul className={styles.plainList}>
            {surcharges.map(({ service, travellers }) => (
              <li key={service.id}>
                {service.name} ({formatPrice(service.priceCents, locale)}): {travellers.map(travellerName).join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

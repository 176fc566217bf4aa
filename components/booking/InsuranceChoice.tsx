'use client';
/**
 * Insurance selection on page 2 (spec §5): the offers of the price check, filtered by price band,
 * booking window and travel window, one per product and basis (issue 11): where a product has an
 * offer for the whole booking's price and one for the per-person price, each label says which, with
 * its band. A choice is required when offers exist ('no insurance' counts), except where it is
 * `optional` (the ticket variant, spec §2).
 */
import { useLocale, useTranslations } from 'next-intl';
import type { InsuranceOffer } from '@/lib/api/model';
import { insuranceChoices, type InsuranceContext } from '@/lib/booking/rules';
import { insuranceChargeCents, type InsuranceChoiceOffer } from '@/lib/booking/insurance';
import { formatPrice } from '@/lib/format';
import { FieldError } from './fields';
import styles from './steps.module.css';

/** 'none' = explicitly no insurance; undefined = not chosen yet. */
export type InsuranceValue = number | 'none' | undefined;

export interface InsuranceChoiceProps {
  offers: readonly InsuranceOffer[];
  context: InsuranceContext;
  value: InsuranceValue;
  onChange: (value: number | 'none') => void;
  error?: string;
  disabled?: boolean;
  /** The ticket variant: insurance is optional, the intro says so. */
  optional?: boolean;
}

/**
 * An offer's name as page 2 and the price overview show it: where a product has an offer for the
 * whole booking's price and one for the per-person price, the name says which rate it is, with its band.
 */
export function useInsuranceLabel(): (choice: InsuranceChoiceOffer) => string {
  const t = useTranslations('booking.insurance');
  const locale = useLocale();
  const money = (cents: number) => formatPrice(cents, locale);
  return ({ offer, basis, qualified }) => {
    if (!qualified) return offer.name;
    const band =
      offer.tripPriceFromCents <= 0
        ? t('bandUpTo', { to: money(offer.tripPriceToCents) })
        : t('band', { from: money(offer.tripPriceFromCents), to: money(offer.tripPriceToCents) });
    return `${offer.name} – ${basis === 'booking' ? t('forBooking', { band }) : t('forPerson', { band })}`;
  };
}

export function InsuranceChoice({
  offers,
  context,
  value,
  onChange,
  error,
  disabled,
  optional = false,
}: InsuranceChoiceProps) {
  const t = useTranslations('booking.insurance');
  const locale = useLocale();
  const label = useInsuranceLabel();
  const visible = insuranceChoices(offers, context);
  if (visible.length === 0) return null;
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <section className={styles.card} aria-labelledby="insurance-title">
      <h2 id="insurance-title" className={styles.cardTitle}>
        {t('title')}
      </h2>
      <fieldset
        className={styles.plainFieldset}
        id="field-insurance"
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'field-insurance-error' : 'insurance-intro'}
        disabled={disabled}
      >
        <legend id="insurance-intro" className={styles.intro}>
          {optional ? t('introOptional') : t('intro')}
        </legend>
        <div className={styles.radioCards}>
          {visible.map((choice) => (
            <label key={choice.offer.id} className={styles.radioCard}>
              <input
                type="radio"
                name="insurance"
                value={choice.offer.id}
                checked={value === choice.offer.id}
                onChange={() => onChange(choice.offer.id)}
              />
              <span>
                <span className={styles.radioTitle}>{label(choice)}</span>
                <span className={styles.muted}>
                  {t('charge', {
                    price: money(choice.offer.priceCents),
                    total: money(insuranceChargeCents(choice.offer, context.travellers)),
                    count: context.travellers,
                  })}
                </span>
              </span>
            </label>
          ))}
          <label className={styles.radioCard}>
            <input
              type="radio"
              name="insurance"
              value="none"
              checked={value === 'none'}
              onChange={() => onChange('none')}
            />
            <span className={styles.radioTitle}>{t('none')}</span>
          </label>
        </div>
        <FieldError id="field-insurance-error" message={error} />
      </fieldset>
    </section>
  );
}

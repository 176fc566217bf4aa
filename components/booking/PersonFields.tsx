'use client';
/**
 * The registrant's and the travellers' fields (spec §3, §5): salutation (Herr, Frau, Divers), optional
 * title (Dr., Prof., Prof. Dr.), names, address, phone, e-mail, birthday ##.##.####.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { SALUTATIONS, TITLES, capitaliseFirst } from '@/lib/booking/form-rules';
import { withBookingPerson, type TripFormValues } from '@/lib/booking/form';
import { Checkbox, DateField, SelectField, TextField } from './fields';
import styles from './steps.module.css';

function useNameOptions() {
  const t = useTranslations('booking.person');
  return {
    salutations: SALUTATIONS.map((s) => ({ value: s, label: t(`salutation.${s}`) })),
    titles: TITLES.filter(Boolean).map((s) => ({ value: s, label: s })),
  };
}

/**
 * The booker (`main`): the trip form's registrant, or the ticket form's contact person, who gives
 * no birthday (`withBirthday` false, spec §2 ticket variant).
 */
export function RegistrantFields({ intro, withBirthday = true }: { intro?: string; withBirthday?: boolean } = {}) {
  const t = useTranslations('booking.person');
  const { salutations, titles } = useNameOptions();
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{intro ?? t('registrantIntro')}</p>
      <div className={styles.formGrid}>
        <SelectField
          name="main.salutation"
          label={t('salutationLabel')}
          options={salutations}
          placeholder={t('choose')}
        />
        <SelectField
          name="main.title"
          label={t('title')}
          options={titles}
          placeholder={t('noTitle')}
          required={false}
        />
        <TextField name="main.firstname" label={t('firstname')} autoComplete="given-name" />
        <TextField name="main.lastname" label={t('lastname')} autoComplete="family-name" />
        <TextField name="main.street" label={t('street')} autoComplete="address-line1" className={styles.wide} />
        <TextField name="main.street_nr" label={t('streetNr')} autoComplete="off" />
        <TextField name="main.zip" label={t('zip')} autoComplete="postal-code" inputMode="numeric" />
        <TextField name="main.city" label={t('city')} autoComplete="address-level2" className={styles.wide} />
        <TextField name="main.phone" label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        <TextField name="main.email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
        {withBirthday && <DateField name="main.birthday" label={t('birthday')} />}
      </div>
    </div>
  );
}

export function TravellerFields({ index, travellerName }: { index: number; travellerName: (index: number) => string }) {
  const t = useTranslations('booking.person');
  const { salutations, titles } = useNameOptions();
  const { control, getValues, setValue } = useFormContext<TripFormValues>();
  const traveller = useWatch({ control, name: `teilnehmer.${index}` });
  const main = useWatch({ control, name: 'main' });
  const isBooker = traveller?.booking_person === true;
  const prefix = `teilnehmer.${index}` as const;

  // The booking person travels under the booker's own name and birthday: the form (an external store
  // to React) gets them copied into this traveller's row whenever the row, the flag or a name changes.
  // The traveller's own data wait in `own` meanwhile (withBookingPerson).
  const { salutation, title, firstname, lastname, birthday } = main ?? {};
  useEffect(() => {
    if (!isBooker) return;
    setValue(`${prefix}.salutation`, salutation ?? '', { shouldValidate: true, shouldDirty: true });
    setValue(`${prefix}.title`, title ?? '', { shouldDirty: true });
    setValue(`${prefix}.firstname`, firstname ?? '', { shouldValidate: true, shouldDirty: true });
    setValue(`${prefix}.lastname`, lastname ?? '', { shouldValidate: true, shouldDirty: true });
    setValue(`${prefix}.birthday`, birthday ?? '', { shouldValidate: true, shouldDirty: true });
  }, [isBooker, prefix, setValue, salutation, title, firstname, lastname, birthday]);

  // Each traveller keeps their own typed data: moving the flag puts it aside and brings it back.
  const setBooker = (on: boolean) => {
    const before = getValues('teilnehmer');
    withBookingPerson(before, index, on, getValues('main')).forEach((tv, i) => {
      if (tv !== before[i]) setValue(`teilnehmer.${i}`, tv, { shouldDirty: true });
    });
  };

  // As it will be sent (spec §5: first letters capitalised), like the traveller's heading.
  const bookerName = [main?.title, main?.firstname, main?.lastname]
    .filter(Boolean)
    .map((part) => capitaliseFirst(part!))
    .join(' ');

  return (
    <fieldset className={styles.roomRow} data-traveller={index}>
      <legend className={styles.roomLegend}>{travellerName(index)}</legend>
      <div className={styles.stackTight}>
        <Checkbox checked={isBooker} onChange={setBooker}>
          {t('isRegistrant', { name: bookerName || t('registrant') })}
        </Checkbox>
        {isBooker ? (
          <p className={styles.muted}>
            {t('travelsAsRegistrant', { name: bookerName, birthday: main?.birthday ?? '' })}
          </p>
        ) : (
          <div className={styles.formGrid}>
            <SelectField
              name={`${prefix}.salutation`}
              label={t('salutationLabel')}
              options={salutations}
              placeholder={t('choose')}
            />
            <SelectField
              name={`${prefix}.title`}
              label={t('title')}
              options={titles}
              placeholder={t('noTitle')}
              required={false}
            />
            <TextField name={`${prefix}.firstname`} label={t('firstnamePassport')} autoComplete="off" />
            <TextField name={`${prefix}.lastname`} label={t('lastnamePassport')} autoComplete="off" />
            <DateField name={`${prefix}.birthday`} label={t('birthday')} />
          </div>
        )}
        <Checkbox
          checked={traveller?.address !== false}
          onChange={(on) => setValue(`${prefix}.address`, on, { shouldValidate: true, shouldDirty: true })}
        >
          {t('useRegistrantAddress')}
        </Checkbox>
        {traveller?.address === false && (
          <div className={styles.formGrid}>
            <TextField name={`${prefix}.street`} label={t('street')} autoComplete="off" className={styles.wide} />
            <TextField name={`${prefix}.street_nr`} label={t('streetNr')} autoComplete="off" />
            <TextField name={`${prefix}.zip`} label={t('zip')} autoComplete="off" inputMode="numeric" />
            <TextField name={`${prefix}.city`} label={t('city')} autoComplete="off" className={styles.wide} />
          </div>
        )}
      </div>
    </fieldset>
  );
}

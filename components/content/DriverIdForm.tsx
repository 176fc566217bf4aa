'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './DriverIdForm.module.css';

/** Where the minibus driver app finds the driver id of this device. */
export const DRIVER_ID_KEY = 'kleinbus:driverId';

/** Stores the minibus driver's id on this device (localStorage), shows the current one and can clear it. */
export function DriverIdForm() {
  const t = useTranslations('content.driverId');
  const inputId = useId();
  const [current, setCurrent] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const stored = window.localStorage.getItem(DRIVER_ID_KEY);
    setCurrent(stored);
    setValue(stored ?? '');
  }, []);

  const valid = /^[A-Za-z0-9-]{1,20}$/.test(value.trim());

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        window.localStorage.setItem(DRIVER_ID_KEY, value.trim());
        setCurrent(value.trim());
        setSaved(true);
      }}
    >
      <p className={styles.current} aria-live="polite">
        {current ? t('current', { id: current }) : t('none')}
      </p>
      <label htmlFor={inputId}>{t('label')}</label>
      <div className={styles.row}>
        <input
          id={inputId}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setSaved(false);
          }}
          inputMode="text"
          autoComplete="off"
          maxLength={20}
          aria-invalid={value !== '' && !valid}
          aria-describedby={`${inputId}-hint`}
        />
        <button type="submit" disabled={!valid}>
          {t('save')}
        </button>
      </div>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      {saved && (
        <p className={styles.saved} role="status">
          {t('saved')}
        </p>
      )}
      {current && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            window.localStorage.removeItem(DRIVER_ID_KEY);
            setCurrent(null);
            setValue('');
            setSaved(false);
          }}
        >
          {t('clear')}
        </button>
      )}
    </form>
  );
}

'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './DriverIdForm.module.css';

/** Where the minibus driver app finds the driver id of this device. */
export const DRIVER_ID_KEY = 'kleinbus:driverId';

// The stored id is a small external store: this form writes it, another tab may too ('storage' event).
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readDriverId = () => window.localStorage.getItem(DRIVER_ID_KEY);

function storeDriverId(id: string | null): void {
  if (id === null) window.localStorage.removeItem(DRIVER_ID_KEY);
  else window.localStorage.setItem(DRIVER_ID_KEY, id);
  listeners.forEach((listener) => listener());
}

/** Stores the minibus driver's id on this device (localStorage), shows the current one and can clear it. */
export function DriverIdForm() {
  const t = useTranslations('content.driverId');
  const inputId = useId();
  // Unknown on the server: the page renders 'none' there and fills in the stored id once hydrated.
  const current = useSyncExternalStore(subscribe, readDriverId, () => null);
  // What the visitor typed; until then the field shows the stored id.
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value = draft ?? current ?? '';

  const valid = /^[A-Za-z0-9-]{1,20}$/.test(value.trim());

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        storeDriverId(value.trim());
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
            setDraft(event.target.value);
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
            storeDriverId(null);
            setDraft(null);
            setSaved(false);
          }}
        >
          {t('clear')}
        </button>
      )}
    </form>
  );
}

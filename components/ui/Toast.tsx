'use client';
/**
 * Toasts (spec §3/§9): bottom-right, 320 px wide, gone after 5000 ms. `<Toaster />` is mounted once
 * in the root layout; call `toast()` from any client component:
 *   toast({ tone: 'error', message: 'Die Zahlung konnte nicht abgeschlossen werden.' })
 * tone: 'error' (title 'Fehler' unless given) | 'success' | 'info'.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import styles from './Toast.module.css';

export const TOAST_TIMEOUT_MS = 5000;

export type ToastTone = 'error' | 'success' | 'info';
export interface ToastInput {
  tone?: ToastTone;
  title?: string;
  message: string;
  timeoutMs?: number;
}
interface ToastItem extends Required<Omit<ToastInput, 'title'>> {
  id: number;
  title?: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [
    ...items,
    {
      id,
      tone: input.tone ?? 'info',
      title: input.title,
      message: input.message,
      timeoutMs: input.timeoutMs ?? TOAST_TIMEOUT_MS,
    },
  ];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastItem[] = [];

const ICONS = { error: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

function ToastView({ item }: { item: ToastItem }) {
  const t = useTranslations();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.timeoutMs);
    return () => clearTimeout(timer);
  }, [item.id, item.timeoutMs]);
  const Icon = ICONS[item.tone];
  const title = item.title ?? (item.tone === 'error' ? t('forms.fehler') : undefined);
  return (
    <div className={styles.toast} data-tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} className={styles.icon} />
      <div className={styles.text}>
        {title ? <strong>{title}</strong> : null}
        <span>{item.message}</span>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dialogs.dismiss')}
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

export function Toaster() {
  const t = useTranslations('dialogs');
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  return (
    // A labelled region (a landmark) of live messages: a list item may not be a status or an alert.
    <section
      className={styles.region}
      aria-label={t('notifications')}
      data-empty={current.length === 0 ? 'true' : undefined}
    >
      {current.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </section>
  );
}

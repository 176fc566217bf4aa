'use client';
/**
 * The nine-step vertical stepper of the trip form (spec §2/§4). Each step's header opens it when the
 * step is enabled; the open step shows its content and a next button that counts as enabled only
 * when the step is complete (pressing it early shows what is missing instead of advancing).
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { StepId, StepState } from '@/lib/booking/steps';
import styles from './Stepper.module.css';

export interface StepperProps {
  states: readonly StepState[];
  active: number;
  onOpen: (index: number) => void;
  onNext: (index: number) => void;
  onBack: (index: number) => void;
  /** Short summary of a completed step, shown under its title. */
  summary: (id: StepId) => ReactNode;
  children: (id: StepId) => ReactNode;
  /** The last step's own action (the submit button) replaces the next button. */
  finalAction: ReactNode;
}

export function Stepper({ states, active, onOpen, onNext, onBack, summary, children, finalAction }: StepperProps) {
  const t = useTranslations('stepper');
  return (
    <ol className={styles.stepper} aria-label={t('label')}>
      {states.map((state, index) => {
        const open = index === active;
        const headerId = `step-${state.id}-header`;
        const panelId = `step-${state.id}-panel`;
        const done = state.complete && state.enabled && !open && !state.notNeeded;
        const status = state.notNeeded
          ? t('notNeeded')
          : !state.enabled
            ? t('locked')
            : done
              ? t('complete')
              : open
                ? t('current')
                : t('open');
        return (
          <li
            key={state.id}
            className={`${styles.step} ${open ? styles.open : ''} ${state.enabled ? '' : styles.disabled}`}
            data-step={state.id}
          >
            <h2 className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={open}
                aria-controls={panelId}
                aria-current={open ? 'step' : undefined}
                disabled={!state.enabled}
                onClick={() => onOpen(index)}
              >
                <span
                  className={`${styles.number} ${done || (state.notNeeded && state.enabled) ? styles.numberDone : ''}`}
                  aria-hidden="true"
                >
                  {done ? '✓' : index + 1}
                </span>
                <span className={styles.titles}>
                  <span className={styles.title}>
                    <span className="visually-hidden">
                      {t('stepOf', { number: index + 1, total: states.length })}:{' '}
                    </span>
                    {t(`steps.${state.id}`)}
                  </span>
                  <span className={styles.status}>
                    {state.notNeeded ? (
                      t('notNeeded')
                    ) : done ? (
                      summary(state.id)
                    ) : (
                      <span className="visually-hidden">{status}</span>
                    )}
                  </span>
                </span>
              </button>
            </h2>
            {open && (
              <div id={panelId} role="region" aria-labelledby={headerId} className={styles.panel}>
                {children(state.id)}
                <div className={styles.actions}>
                  {index > 0 && (
                    <button type="button" className={styles.back} onClick={() => onBack(index)}>
                      {t('back')}
                    </button>
                  )}
                  {index < states.length - 1 ? (
                    <button
                      type="button"
                      className={styles.next}
                      aria-disabled={!state.complete}
                      aria-describedby={state.complete ? undefined : `${panelId}-hint`}
                      // Keep the focus in the field until the click: a message appearing on the field's
                      // blur would otherwise move this button away between mouse down and up.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => onNext(index)}
                    >
                      {t('next')}
                    </button>
                  ) : (
                    finalAction
                  )}
                </div>
                {!state.complete && index < states.length - 1 && (
                  <p id={`${panelId}-hint`} className={styles.hint}>
                    {t('incomplete')}
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

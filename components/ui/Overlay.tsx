/**
 * Busy overlay (spec §2): covers the page with a spinner and a message while a request runs.
 *   <Overlay open={busy} message={t('checking')} />
 * Server- and client-safe (no hooks).
 */
import styles from './Overlay.module.css';

export function Overlay({ open, message }: { open: boolean; message: string }) {
  if (!open) return null;
  return (
    <div
      className={styles.overlay}
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={message}
      data-testid="busy-overlay"
    >
      <div className={styles.box} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{message}</p>
      </div>
    </div>
  );
}

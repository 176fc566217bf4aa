import Link from '@/components/ui/Link';
import styles from './EmptyState.module.css';

/** A friendly "nothing here" panel with an optional way on. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <path
          d="M4 52 L22 26 L32 38 L42 22 L60 52 Z"
          fill="var(--color-primary-soft)"
          stroke="var(--color-primary)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M38 28 L42 22 L46 28"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {action && (
        <Link href={action.href} className={styles.action}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

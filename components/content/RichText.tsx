import { sanitizeHtml } from './sanitize';
import styles from './RichText.module.css';

/** HTML from the booking API (articles, trip descriptions), sanitised and typeset. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
  );
}

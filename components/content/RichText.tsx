import styles from './RichText.module.css';

/** HTML from the booking API (articles, trip descriptions), sanitised where it entered the site model (lib/api/html), typeset. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

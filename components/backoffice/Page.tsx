/**
 * The parts every back-office page repeats: its head (a way back, the title, a line below, actions),
 * a search form, and a table that says so when it has no rows.
 */
import type { CSSProperties, ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { Button } from '@/components/ui/Button';
import styles from './Backoffice.module.css';

export function PageHead({
  back,
  title,
  sub,
  actions,
  printable = false,
  style,
}: {
  back?: { href: string; label: string };
  title: ReactNode;
  sub?: ReactNode;
  actions?: ReactNode;
  /** A printable page (a passenger list): the way back and the actions stay off the paper. */
  printable?: boolean;
  style?: CSSProperties;
}) {
  const screenOnly = (name: string) => (printable ? `${name} ${styles.noPrint}` : name);
  return (
    <div className={styles.pageHead} style={style}>
      <div>
        {back ? (
          <p className={screenOnly(styles.sub)}>
            <Link href={back.href}>{back.label}</Link>
          </p>
        ) : null}
        <h1>{title}</h1>
        {sub ? <p className={styles.sub}>{sub}</p> : null}
      </div>
      {actions ? <div className={screenOnly(styles.actions)}>{actions}</div> : null}
    </div>
  );
}

export function SearchForm(props: {
  action: string;
  query: string;
  placeholder: string;
  label: string;
  button: string;
}) {
  return (
    <form className={styles.search} role="search" action={props.action}>
      <input
        type="search"
        name="q"
        defaultValue={props.query}
        placeholder={props.placeholder}
        aria-label={props.label}
        maxLength={100}
      />
      <Button type="submit" variant="secondary">
        {props.button}
      </Button>
    </form>
  );
}

/** The rows as a table (cards on a phone) under `head`, or `empty` when there are none. */
export function ListTable({ empty, head, children }: { empty: string; head: ReactNode; children: ReactNode[] }) {
  if (children.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

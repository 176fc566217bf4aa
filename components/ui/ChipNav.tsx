import Link from '@/components/ui/Link';
import { ChipScroller } from './ChipScroller';
import styles from './ChipNav.module.css';

export interface Chip {
  key: string | number;
  href: string;
  label: string;
  active: boolean;
  count?: number;
}

/** A row of filter links (categories, countries): scrolls sideways on phones, wraps on wide screens. */
export function ChipNav({ label, chips }: { label: string; chips: Chip[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ChipScroller className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className={`${styles.chip} ${chip.active ? styles.active : ''}`}
              aria-current={chip.active ? 'page' : undefined}
            >
              {chip.label}
              {chip.count !== undefined && <span className={styles.count}>{chip.count}</span>}
            </Link>
          </li>
        ))}
      </ChipScroller>
    </nav>
  );
}

import Link from 'next/link';
import type { Category } from '@/lib/api/contract/schemas';
import { categoryPath } from '@/lib/site/filters';
import styles from './CategoryChips.module.css';

/** Links to the categories that have trips (already filtered and sorted, spec §4), the current one marked. */
export function CategoryChips({ categories, current, allHref, allLabel, label }: { categories: Category[]; current?: number; allHref?: string; allLabel?: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {allHref && allLabel && (
          <li>
            <Link href={allHref} className={`${styles.chip} ${current === undefined ? styles.active : ''}`} aria-current={current === undefined ? 'page' : undefined}>
              {allLabel}
            </Link>
          </li>
        )}
        {categories.map((category) => {
          const active = category.id_jrn_category === current;
          return (
            <li key={category.id_jrn_category}>
              <Link href={categoryPath(category)} className={`${styles.chip} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
                {category.name}
                <span className={styles.count}>{category.journeys}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import styles from './Pagination.module.css';

/** Page links 1 … n around the current page; `hrefFor(page)` builds each URL. */
export async function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('trips.pagination');
  const shown = visiblePages(page, pages);
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      {page > 1 ? (
        <Link className={styles.step} href={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">‹</span> {t('previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          <span>‹</span> {t('previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {shown.map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">{t('page')} </span>
                  {n}
                </span>
              ) : (
                <Link className={styles.page} href={hrefFor(n)}>
                  <span className="visually-hidden">{t('page')} </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className={styles.step} href={hrefFor(page + 1)} rel="next">
          {t('next')} <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          {t('next')} <span>›</span>
        </span>
      )}
    </nav>
  );
}

function visiblePages(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

import { getTranslations } from 'next-intl/server';
import type { Category, Country } from '@/lib/api/model';
import type { SearchQuery } from '@/lib/site/filters';
import styles from './SearchForm.module.css';

/**
 * Trip search (spec §3 Search: text, categories, countries, date range). A plain GET form, so it
 * works without JavaScript; the results page reads the same field names.
 */
export async function SearchForm({
  categories,
  countries,
  value,
  compact = false,
}: {
  categories: Category[];
  countries: Country[];
  value?: Partial<SearchQuery>;
  compact?: boolean;
}) {
  const t = await getTranslations('search');
  return (
    <form
      method="get"
      action="/reiseuebersicht/search"
      role="search"
      className={`${styles.form} ${compact ? styles.compact : ''}`}
      aria-label={t('formLabel')}
    >
      <div className={`${styles.field} ${styles.text}`}>
        <label htmlFor="search-q">{t('text')}</label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={value?.text ?? ''}
          placeholder={t('textPlaceholder')}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-category">{t('category')}</label>
        <select id="search-category" name="kategorie" defaultValue={value?.category ? String(value.category) : ''}>
          <option value="">{t('allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="search-country">{t('country')}</label>
        <select id="search-country" name="land" defaultValue={value?.country ?? ''}>
          <option value="">{t('allCountries')}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="search-from">{t('from')}</label>
        <input id="search-from" name="von" type="date" defaultValue={value?.from ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-till">{t('till')}</label>
        <input id="search-till" name="bis" type="date" defaultValue={value?.till ?? ''} />
      </div>
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        {t('submit')}
      </button>
    </form>
  );
}

import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { getArticle } from '@/lib/site/catalogue';
import { isLocale } from '@/lib/i18n/locales';
import { plainText } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatDate } from '@/lib/format';
import { PageFrame, type FrameVariant } from './PageFrame';
import { PageHeader } from './PageHeader';
import { RichText } from './RichText';
import styles from './ArticlePage.module.css';

async function load(slug: string) {
  const locale = await getLocale();
  const article = await getArticle(slug, isLocale(locale) ? locale : 'de');
  return { article, locale };
}

/** generateMetadata of an article page: its title, the start of its text, its canonical path. */
export async function articleMetadata(
  slug: string,
  path: string,
  options: { noindex?: boolean } = {},
): Promise<Metadata> {
  const { article, locale } = await load(slug);
  if (!article) return {};
  return pageMetadata({
    title: article.title,
    description: plainText(article.html, 160),
    path,
    locale,
    type: 'article',
    noindex: options.noindex,
  });
}

/**
 * A content page from the engine's articles (spec §2 content routes). `variant="bare"` is the
 * *_app form without header and footer; `before`/`after` add page-specific parts around the text.
 */
export async function ArticlePage({
  slug,
  variant = 'default',
  title,
  before,
  after,
}: {
  slug: string;
  variant?: FrameVariant;
  title?: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
}) {
  const [{ article }, t, tSeo] = await Promise.all([load(slug), getTranslations('article'), getTranslations('seo')]);
  if (!article) notFound();
  const heading = title ?? article.title;
  return (
    <PageFrame variant={variant}>
      <article className={styles.article}>
        {variant === 'bare' ? (
          <h1 className={styles.bareTitle}>{heading}</h1>
        ) : (
          <PageHeader
            title={heading}
            breadcrumbLabel={tSeo('breadcrumb')}
            crumbs={[{ name: tSeo('home'), href: '/' }, { name: heading }]}
          />
        )}
        {before}
        <div className={styles.body}>
          <RichText html={article.html} />
        </div>
        {after}
        {article.updatedAt && variant !== 'bare' && (
          <p className={styles.updated}>{t('updated', { date: formatDate(article.updatedAt) })}</p>
        )}
      </article>
    </PageFrame>
  );
}

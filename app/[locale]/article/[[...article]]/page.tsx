import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { listArticles } from '@/lib/site/catalogue';
import { pageMetadata } from '@/lib/seo/metadata';
import { CONTENT_PAGES } from '@/lib/seo/routes';
import styles from './page.module.css';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/page-locale';

/** The build renders only a placeholder (lib/i18n/page-locale); each page is cached on its first request. */
export function generateStaticParams() {
  return [{ article: [BUILD_PLACEHOLDER] }];
}

type Props = { params: Promise<{ article?: string[] }> };

/** Article slugs are the URL segment itself ('4-agbs', '3-datenschutz', '1-impressum', 'faq', …). */
function slugOf(segments: string[] | undefined): string | undefined {
  if (!segments?.length) return undefined;
  if (segments.length > 1 || !/^[a-z0-9][a-z0-9_-]{0,80}$/i.test(segments[0])) notFound();
  return segments[0].toLowerCase();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugOf((await params).article);
  // An article with its own content route (faq, vergleich, …) has that route as its canonical address.
  if (slug) return articleMetadata(slug, CONTENT_PAGES.find((page) => page.slug === slug)?.path ?? `/article/${slug}`);
  const [t, locale] = await Promise.all([getTranslations('article'), getLocale()]);
  return pageMetadata({ title: t('indexTitle'), description: t('indexDescription'), path: '/article', locale });
}

/** /article/:article? – a content article (terms, privacy, imprint, …); without one, the list of articles. */
export default async function ArticleRoute({ params }: Props) {
  const slug = slugOf((await params).article);
  if (slug) return <ArticlePage slug={slug} />;

  const [t, tSeo, articles] = await Promise.all([getTranslations('article'), getTranslations('seo'), listArticles()]);
  return (
    <PageFrame>
      <PageHeader
        title={t('indexTitle')}
        lead={t('indexDescription')}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[{ name: tSeo('home'), href: '/' }, { name: t('indexTitle') }]}
      />
      <ul className={styles.list}>
        {[...articles]
          .sort((a, b) => a.title.localeCompare(b.title, 'de'))
          .map((article) => (
            <li key={article.slug}>
              <Link href={`/article/${article.slug}`}>{article.title}</Link>
            </li>
          ))}
      </ul>
    </PageFrame>
  );
}

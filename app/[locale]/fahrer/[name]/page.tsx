import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';
import { getArticle } from '@/lib/site/catalogue';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/page-locale';

/** The build renders only a placeholder (lib/i18n/page-locale); each page is cached on its first request. */
export function generateStaticParams() {
  return [{ name: BUILD_PLACEHOLDER }];
}

type Props = { params: Promise<{ name: string }> };

/** 'max-mustermann' → 'Max Mustermann'; undefined for anything that is not a plain name. */
function displayName(slug: string): string | undefined {
  let value = slug;
  try {
    value = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  if (!/^[\p{L}][\p{L}.' _-]{0,60}$/u.test(value)) return undefined;
  return value
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toLocaleUpperCase('de') + part.slice(1))
    .join(' ');
}

/** A driver's own article ('fahrer-{name}') when there is one, else the general driver/partner article. */
async function slugFor(name: string): Promise<string> {
  const own = `fahrer-${name.toLowerCase()}`;
  return /^[a-z0-9-]+$/.test(own) && (await getArticle(own, 'de')) ? own : 'fahrer';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  const person = displayName(name);
  if (!person) return {};
  const [meta, t] = await Promise.all([
    articleMetadata(await slugFor(name), `/fahrer/${encodeURIComponent(name.toLowerCase())}`),
    getTranslations('content.driver'),
  ]);
  return { ...meta, title: t('title', { name: person }) };
}

/** /fahrer/[name] – the page of a named driver or partner. */
export default async function DriverPage({ params }: Props) {
  const { name } = await params;
  const person = displayName(name);
  if (!person) notFound();
  const t = await getTranslations('content.driver');
  return <ArticlePage slug={await slugFor(name)} title={t('title', { name: person })} />;
}

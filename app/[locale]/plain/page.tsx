import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeNextPath } from '@/lib/site/plain';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { PlainReload } from '@/components/layout/PlainReload';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies); allowed to block while it renders.
export const instant = false;

export const metadata: Metadata = { robots: { index: false } };

/** spec §2: interim route that forces a full reload of `?next=` (a path on this site). */
export default async function PlainPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  await perRequest();
  const [{ next }, t] = await Promise.all([searchParams, getTranslations('reload')]);
  const target = safeNextPath(next);
  return (
    <SiteFrame variant="plain">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${target}`} />
      </noscript>
      <PlainReload target={target} />
      <p role="status" style={{ textAlign: 'center', marginTop: 48 }}>
        {t('title')}
        <br />
        <a href={target}>{t('link')}</a>
      </p>
    </SiteFrame>
  );
}

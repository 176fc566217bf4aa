import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { env } from '@/lib/config/env';
import { staticSiteOrigin } from '@/lib/http/origin';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/page-locale';
import { SiteRuntime } from '@/components/layout/SiteRuntime';
import { SiteContactProvider } from '@/components/layout/SiteContact';
import { NavigationProgress } from '@/components/layout/NavigationProgress';
import { Suspense } from 'react';
import { Toaster } from '@/components/ui/Toast';
import '../globals.css';

/**
 * Pages may wait for their params and data before the first byte (no loading placeholders): what
 * they render is then cached whole, per locale and URL, on the first request (ISR).
 */
export const instant = false;

/** See lib/i18n/page-locale: no page is rendered at build time, each locale on its first request. */
export function generateStaticParams() {
  return [{ locale: BUILD_PLACEHOLDER }];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    // Completes every page's canonical and Open Graph paths (lib/seo/metadata).
    metadataBase: new URL(staticSiteOrigin()),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = { themeColor: '#ba2819', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const config = env();
  return (
    <html lang={locale}>
      <body>
        <ClientMessages>
          <SiteContactProvider value={{ email: config.OPERATOR_EMAIL, phone: config.OPERATOR_PHONE }}>
            {children}
            <Toaster />
            <SiteRuntime consentScriptUrl={config.CONSENT_SCRIPT_URL} />
            <Suspense fallback={null}>
              <NavigationProgress />
            </Suspense>
          </SiteContactProvider>
        </ClientMessages>
      </body>
    </html>
  );
}

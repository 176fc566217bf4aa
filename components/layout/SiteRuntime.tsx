'use client';
/**
 * Invisible behaviours of the whole site, mounted once in the root layout:
 * - a failed chunk load reloads the page, at most once per minute (spec §4/§8),
 * - the links a visitor can see are prefetched when the browser is idle (timeout 2000 ms, spec §2/§9;
 *   idle-prefetch.ts),
 * - the consent-management script (CONSENT_SCRIPT_URL) loads on the first user interaction (spec §2),
 * - the online/offline flag (spec §4): going offline and back is announced with a toast,
 * - from the first page the router brings in, the document is marked `data-navigated`: pages fade in
 *   from then on (spec §2 "page transition is a fade", Frame.module.css), not the one the browser
 *   loaded, which shows as soon as it arrives.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/Toast';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { prefetchVisibleLinksWhenIdle } from './idle-prefetch';

export function SiteRuntime({ consentScriptUrl }: { consentScriptUrl?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('layout');
  const loadedPath = useRef(pathname);

  // before the browser paints the new page, so it starts transparent
  useLayoutEffect(() => {
    if (pathname !== loadedPath.current) document.documentElement.dataset.navigated = '';
  }, [pathname]);

  useEffect(() => {
    const onOffline = () => toast({ tone: 'error', message: t('offline') });
    const onOnline = () => toast({ tone: 'success', message: t('online') });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);

  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason))
        reloadAfterChunkError(Date.now(), window.sessionStorage, () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => prefetchVisibleLinksWhenIdle((href) => router.prefetch(href), pathname), [pathname, router]);

  useEffect(() => {
    if (!consentScriptUrl) return;
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
    const load = () => {
      for (const name of events) window.removeEventListener(name, load);
      if (document.querySelector('script[data-consent-manager]')) return;
      const script = document.createElement('script');
      script.src = consentScriptUrl;
      script.async = true;
      script.dataset.consentManager = 'true';
      document.head.appendChild(script);
    };
    for (const name of events) window.addEventListener(name, load, { once: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, load);
    };
  }, [consentScriptUrl]);

  return null;
}

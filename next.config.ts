import path from 'node:path';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { cacheHandlerConfig } from './lib/cache/config';
import { MAX_BODY_BYTES } from './lib/http/boundary';
import { STATIC_SECURITY_HEADERS } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// next-intl formats messages precompiled by lib/i18n/messages (icu-minify), so no ICU parser
// (intl-messageformat) ships to the browser: the formatter without the parser, as next-intl's own
// `precompile` option aliases it. That option would also compile every import of messages/*.json,
// which the PDF and refusal-page texts read as plain strings. Turbopack wants a relative path.
const formatOnly = path.relative(
  process.cwd(),
  createRequire(path.join(process.cwd(), 'package.json')).resolve('use-intl/format-message/format-only'),
);

const nextConfig: NextConfig = {
  // Catalogue pages render once per locale (app/[locale], chosen by proxy.ts) and are then served from
  // the cache; their reads are `'use cache'` functions with tags (lib/site/catalogue) that the booking
  // side expires (lib/site/invalidation).
  cacheComponents: true,
  // Next.js 16.4 asks for an explicit choice. Catalogue pages are fully static, so their prefetch is
  // the whole page either way; `false` keeps the links' prefetching the e2e suite was run with.
  partialPrefetching: false,
  // proxy.ts sees the request's URL as the router does (host included). Without this, a server bound
  // with `-H 127.0.0.1` hands the proxy `localhost` URLs, and Next.js then treats every locale rewrite
  // as one to another host: it proxies the request to itself over `localhost` and fails with a 500.
  skipProxyUrlNormalize: true,
  // PGlite is WebAssembly loaded from its package at run time; bundling it breaks the wasm lookup.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'nodemailer',
    'pdf-lib',
    'qrcode',
    // rate limits: the limiter loads its store clients by name at run time
    'rate-limiter-flexible',
    'ioredis',
    // Mails render with react-dom/server, which the server-components layer may resolve to its
    // refusing stub (react-email issue #871): the engine's outbox, called from server actions and
    // route handlers, loads react-email from node_modules instead.
    '@react-email/render',
    '@react-email/components',
  ],
  outputFileTracingExcludes: { '*': ['./.data/**', './.data-*/**'] },
  poweredByHeader: false,
  // The edge compresses (lib/edge/compress.mjs), below the layer that hashes each page's inline
  // scripts for its script policy (lib/edge/csp.mjs): Next.js's own compression would hand it gzip.
  compress: false,
  // No ETag on pages: Next.js hashes the whole HTML on every request for it (FNV-1a in JavaScript, a
  // seventh of the server's time on a cached trip page), only to spare a revalidating visitor the
  // download. Cached pages carry `s-maxage`, which a cache in front revalidates by its own means.
  generateEtags: false,
  // Several instances share their caches in Redis when REDIS_URL is set (lib/cache).
  ...cacheHandlerConfig(),
  turbopack: {
    resolveAlias: { 'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}` },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Optimised images are kept by the cache handler (lib/cache/images.mjs): without this, and with
    // `isrFlushToDisk` off, Next.js would encode every image request anew.
    customCacheHandler: true,
  },
  // One body limit for everything (lib/http/boundary): server actions refuse a larger body with 413,
  // and the proxy buffers no more than one byte over it, so a route handler sees the body is too large.
  experimental: {
    serverActions: { bodySizeLimit: MAX_BODY_BYTES },
    proxyClientMaxBodySize: MAX_BODY_BYTES + 1,
    // Cached pages carry no per-request nonce: scripts are allowed by origin and pinned by their hash.
    sri: { algorithm: 'sha256' },
    isrFlushToDisk: false,
  },
  // The proxy (proxy.ts) sets every security header on what it sees; the build's own files bypass it.
  async headers() {
    const headers = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: '/_next/static/:path*', headers },
      { source: '/_next/image', headers },
    ];
  },
};

export default withNextIntl(nextConfig);

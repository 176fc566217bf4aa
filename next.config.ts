import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
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
  ],
  outputFileTracingExcludes: { '*': ['./.data/**', './.data-*/**'] },
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite is WebAssembly loaded from its package at run time; bundling it breaks the wasm lookup.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pdf-lib', 'qrcode'],
  outputFileTracingExcludes: { '*': ['./.data/**', './.data-*/**'] },
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);

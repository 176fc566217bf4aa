// ESLint 9 flat config: Next.js core-web-vitals + TypeScript, and the layering of
// ARCHITECTURE.md as import rules (import/no-restricted-paths resolves relative and '@/' imports).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const layers = [
  {
    target: ['./app', './components', './proxy.ts'],
    from: ['./lib/engine', './lib/db'],
    message: 'Pages and components read and write through BookingApi (getApi), never the engine or the database.',
  },
  {
    target: './lib/engine',
    from: ['./lib/api', './app', './components', './lib/site'],
    except: ['./contract'],
    message: 'The engine knows only the contract (lib/api/contract), not the site or the BookingApi implementations.',
  },
  {
    target: './lib/db',
    from: ['./lib/engine', './lib/api', './lib/site', './app', './components'],
    message: 'The database layer is the lowest: it imports none of the layers above it.',
  },
  {
    target: ['./lib/booking', './lib/api/contract'],
    from: ['./lib/engine', './lib/db', './app', './components'],
    message: 'Rules and the contract are shared by the browser and the engine: no engine, database or UI imports.',
  },
  {
    target: './lib/payments-sandbox',
    from: ['./lib/engine', './lib/api', './lib/site', './app', './components'],
    message:
      'The sandbox is a third-party payment provider served by the app: it knows nothing of the site or the engine.',
  },
  {
    // Mails are components (react-email) rendered like the PDF: the engine hands them a booking's data
    // and gets HTML and text back, so the engine reaches React through lib/mail alone, never itself.
    target: './lib/mail',
    from: ['./lib/engine', './lib/db', './lib/api', './lib/site', './app', './components'],
    message: 'Mails are rendered from data handed to them: no engine, database, site or UI imports.',
  },
  {
    target: ['./lib/pdf', './lib/calendar'],
    from: ['./lib/engine', './lib/db', './app', './components'],
    message: 'Documents are rendered from data handed to them, not read from the engine.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { omitted, ...rest } = value` is how a key is left out: the omitted name is not unused.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      'import/no-restricted-paths': ['error', { zones: layers }],
      // The engine's locking switch exists for the concurrency test's control run alone.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='locking'][value.value=false]",
          message: "Only the concurrency test switches the engine's locking off.",
        },
      ],
    },
  },
  {
    files: ['lib/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'react/*'],
              message: 'The engine knows nothing of HTTP or React.',
            },
          ],
        },
      ],
    },
  },
  {
    // One site model (ARCHITECTURE): pages and components get the site's own types (lib/api/model),
    // reshaped from the contract at the boundary (lib/api/reshape, called by lib/site and the booking
    // form's server actions). Only the contract server (app/api) speaks the contract directly.
    files: ['app/**', 'components/**', 'lib/seo/**'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // the contract and its modules, except the site's own paths (payment returns, find my booking)
              regex: '(^|/)lib/api/contract(/(?!site-paths$).*)?$',
              message:
                'Pages and components use the site model (@/lib/api/model), reshaped once in lib/site; not the contract.',
            },
          ],
          paths: [
            {
              name: 'next/link',
              message: "Use the site's Link (@/components/ui/Link): it prefetches on intent, not on sight.",
            },
            {
              name: 'next/navigation',
              importNames: ['notFound'],
              message:
                "Use notFound from @/lib/http/fault-status: Next.js's alone answers 200 when the page's head was ready.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { 'import/no-restricted-paths': 'off', 'no-restricted-syntax': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data*/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
]);

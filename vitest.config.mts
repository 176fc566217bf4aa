import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // server-only throws outside React Server Components; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default is one worker less than the machine's cores: one on CI's two. Most integration
    // files wait on databases, timers and sockets, so two workers take a quarter less time; each test
    // database is its own (PGlite in memory, or a PostgreSQL schema of its own), so files never collide.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/helpers/setup-integration.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

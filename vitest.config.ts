// Node 20 lacks Map.groupBy & co., which vitest 5 calls when it reports a failure (see the file).
import './scripts/lib/node20-polyfills.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure rules (node), the API through app.inject on in-memory PGlite (node),
// browser components with Testing Library (jsdom). `npm run test:pg` runs `server` on PostgreSQL.
// `server` and `web` files share their worker's modules (isolate off): importing the server or
// MUI and react-admin again for every file was a third of the run (vitest 1090 → ~520 s on two
// cores). Each file still gets its own database and its own jsdom; a test that needs a module
// replaced watches it another way (e.g. the diagnostics channel of keysetBatches) instead of
// vi.mock. VITEST_ISOLATE=1 brings isolation back to tell a leak between files from a bug.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'dataProvider/**/*.test.ts', 'authProvider/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          isolate: process.env.VITEST_ISOLATE === '1',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'],
          isolate: process.env.VITEST_ISOLATE === '1',
          testTimeout: 20_000,
        },
      },
    ],
  },
});

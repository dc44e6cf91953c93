// Node 20 lacks Map.groupBy & co., which vitest 5 calls when it reports a failure (see the file).
import './scripts/lib/node20-polyfills.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure rules (node), the API through app.inject on in-memory PGlite (node),
// browser components with Testing Library (jsdom). `npm run test:pg` runs `server` on PostgreSQL.
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
          testTimeout: 20_000,
        },
      },
    ],
  },
});

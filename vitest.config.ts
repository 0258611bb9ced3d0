import { defineConfig } from 'vitest/config';

/**
 * One run, four projects: the server (API, projections, scripts), the browser suites that drive
 * the built sites through it, and each SPA's component tests in jsdom.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['services/**/*.spec.ts', 'projections/**/*.spec.ts', 'scripts/**/*.spec.ts'],
          // The fault and security suites have commands of their own (npm run test:faults|security).
          exclude: ['services/test/faults/**', 'services/test/security/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Chromium against the built sites: axe on a long page takes its time on two cores.
        test: {
          name: 'browser',
          include: ['web-public/test/**/*.spec.ts', 'web-admin/test/**/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      'web-public/vite.config.ts',
      'web-admin/vite.config.ts',
    ],
  },
});

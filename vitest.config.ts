import { defineConfig } from 'vitest/config';

// Every test runs in one time zone, whatever the machine's: dates a test prints or parses (a
// board's day, a birthday, an expiry) mean the same on a laptop in New Orleans and in CI. Set
// before any worker or child process starts, so they all inherit it.
process.env.TZ = 'UTC';

/**
 * One run, five projects: the server (API, projections, scripts; the files that mock a module
 * apart), the browser suites that drive the built sites through it, and each SPA's component
 * tests in jsdom.
 */
const SERVER = ['services/**/*.spec.ts', 'projections/**/*.spec.ts', 'scripts/**/*.spec.ts'];
const NOT_SERVER = ['services/test/faults/**', 'services/test/security/**', '**/node_modules/**'];
/** Files that replace a module with vi.mock (scripts/vitest-config.unit.spec.ts keeps this whole). */
export const MOCKING = [
  'projections/src/runner/failures.int.spec.ts',
  'services/src/notifications/stream.unit.spec.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: SERVER,
          // The fault and security suites have commands of their own (npm run test:faults|security).
          exclude: [...NOT_SERVER, ...MOCKING],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker's files share its module cache: each file loading the server's modules
          // afresh cost the project a third of its time (424 → 268 s on PostgreSQL). Every file
          // makes its own database, server and Redis prefix, so nothing else is shared.
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) need a module cache of their own.
        test: {
          name: 'server-mocks',
          include: MOCKING,
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

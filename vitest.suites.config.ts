import { defineConfig } from 'vitest/config';

// Every test runs in one time zone, whatever the machine's: dates a test prints or parses (a
// board's day, a birthday, an expiry) mean the same on a laptop in New Orleans and in CI. Set
// before any worker or child process starts, so they all inherit it.
process.env.TZ = 'UTC';

/**
 * The fault and security suites (issue 7): `npm run test:faults` and `npm run test:security`
 * pick one folder each. Fault files run one at a time, since they stop and start servers;
 * security files run two at a time, each on its own server and database.
 */
const suite = process.env.SUITE === 'faults' ? 'faults' : 'security';

export default defineConfig({
  test: {
    name: suite,
    include: [`services/test/${suite}/**/*.spec.ts`],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: suite === 'security',
    maxWorkers: suite === 'security' ? 2 : 1,
    ...(suite === 'security'
      ? { globalSetup: ['services/test/security/support/build-sites.ts'] }
      : {}),
  },
});

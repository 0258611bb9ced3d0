import { defineConfig } from 'vitest/config';

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

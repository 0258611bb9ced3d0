import { defineConfig } from 'vitest/config';

/**
 * The fault and security suites (issue 7): `npm run test:faults` and `npm run test:security`
 * pick one folder each. Files run one at a time, since fault tests stop and start servers.
 */
const suite = process.env.SUITE === 'faults' ? 'faults' : 'security';

export default defineConfig({
  test: {
    name: suite,
    include: [`services/test/${suite}/**/*.spec.ts`],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});

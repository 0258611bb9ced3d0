import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['services/**/*.spec.ts', 'projections/**/*.spec.ts', 'scripts/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

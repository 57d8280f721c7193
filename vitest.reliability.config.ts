import { defineConfig } from 'vitest/config';

// npm run test:reliability: the reliability scenarios (reliability/*.reliability.ts), one file at a
// time (they load the machine), each printing its figures. RELIABILITY=short is CI's smaller form.
export default defineConfig({
  test: {
    include: ['reliability/**/*.reliability.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});

import { defineConfig } from 'vitest/config';

// End-to-end tests: one production build, one production server on a free port (globalSetup),
// Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Tests marked concurrent (the axe audit) run two at a time: one per core.
    maxConcurrency: 2,
  },
});

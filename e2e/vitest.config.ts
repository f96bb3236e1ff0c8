import { defineConfig } from 'vitest/config';

// End-to-end tests: a real server (child process, fresh PGlite data dir) driven through Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/specs/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// Unit and API integration tests. End-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'packages/web/**'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});

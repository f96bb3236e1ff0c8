import { defineConfig } from 'vitest/config';

// Unit and API integration tests. End-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'packages/web/**'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Node 24's V8 has twice aborted a test worker with `Check failed: jit_page_->allocations_.erase(addr) == 1`
    // while freeing dead wasm code (PGlite, tesseract). Keeping dead wasm code costs a few MB per worker and takes
    // away the path that frees it mid-run.
    execArgv: ['--no-wasm-code-gc'],
  },
});

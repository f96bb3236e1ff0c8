import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take minutes (they read scans and photos by OCR, in a child process), longest first. Vitest runs
 * files it has no timings for largest first, and these files are small: left to it, they start last and the run
 * waits on them alone.
 */
const SLOW_FILES = [
  'statements/held-out-4.test.ts',
  'statements/held-out-3.test.ts',
  'statements/held-out-1.test.ts',
  'statements/held-out-2.test.ts',
  'resilience/big-statement-recategorise.test.ts',
  'loan-documents/extraction.test.ts',
  'statements/ocr.test.ts',
];
const slowRank = (spec: TestSpecification) => {
  const at = SLOW_FILES.findIndex((f) => spec.moduleId.endsWith(f));
  return at < 0 ? SLOW_FILES.length : at;
};

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the files that are not slow keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => slowRank(a) - slowRank(b));
  }
}

/**
 * CI runs `npm test` twice, the second time with DATABASE_URL on PostgreSQL. Core is pure (no database, no fs, no
 * network): its tests give the same result on either database, so the second pass leaves them out.
 */
const secondDatabasePass = !!process.env.DATABASE_URL;

// Unit and API integration tests. End-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'packages/web/**', ...(secondDatabasePass ? ['packages/core/**'] : [])],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest's default leaves one core free: on a two-core machine that is one test file at a time, while the OCR
    // tests mostly wait on their recognition child process. Every test app has its own database (test-app.ts), so
    // files can run side by side.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: SlowFilesFirst },
    // Node 24's V8 has twice aborted a test worker with `Check failed: jit_page_->allocations_.erase(addr) == 1`
    // while freeing dead wasm code (PGlite, tesseract). Keeping dead wasm code costs a few MB per worker and takes
    // away the path that frees it mid-run.
    execArgv: ['--no-wasm-code-gc'],
  },
});

/**
 * npm run --silent analyse -- <file> [--password P] [--persona X] [--json]
 * The entry is plain JavaScript on purpose: Node strips the types of a .ts entry before it can run a line of it,
 * which loads the TypeScript stripper (~100 ms) even when every other module comes from the compile cache. Here the
 * cache is turned on first, so the command, the statement reader and the analysis load from it (bundled into one
 * module: command-bundle.mjs); pdf.js, OCR and the spreadsheet reader are loaded only when a file needs them.
 */
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';

const cache = module.enableCompileCache?.(
  process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'nairalens-compile-cache'),
);
// The OCR worker thread inherits the cache through the environment.
if (cache?.directory) process.env.NODE_COMPILE_CACHE = cache.directory;

// The command and core as one bundled module when it is current (command-bundle.mjs), else from the sources.
const { loadCommand } = await import('./command-bundle.mjs');
const { run } = await loadCommand();
process.exitCode = await run();

/**
 * npm run --silent analyse -- <file> [--password P] [--persona X] [--json]
 * Starts fast: Node's compile cache is turned on before anything else is loaded (the statement reader's parse
 * worker inherits it through NODE_COMPILE_CACHE), and the command itself, pdf.js, OCR and the spreadsheet reader
 * are loaded only when needed.
 */
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';

const cache = module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'nairalens-compile-cache'));
if (cache?.directory) process.env.NODE_COMPILE_CACHE = cache.directory;

const { run } = await import('./analyse-command.ts');
process.exitCode = await run();

import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ParsedStatement } from '@nairalens/core/contract.ts';
import type { OcrOptions } from '@nairalens/core/statements/parse-statement.ts';
import { parseStatementInWorker } from '../../statements/parse-in-worker.ts';

/** Tesseract's English data, shipped as a package (offline). The OCR cache lives under the data dir. */
export function ocrOptions(dataDir: string): OcrOptions {
  const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')), '4.0.0');
  return { langPath, cachePath: path.join(dataDir, 'ocr-cache'), concurrency: Math.max(1, Math.min(4, os.availableParallelism())) };
}

/**
 * Parses a statement off the event loop, in the statement engine's worker thread (time and memory limits).
 * Bytes are plaintext in memory only. No password: protected PDFs were opened at upload and stored unprotected
 * (re-encrypted with our key).
 */
export function parseStatementOffThread(bytes: Uint8Array, options: { ocr?: OcrOptions; fileName?: string }): Promise<ParsedStatement> {
  return parseStatementInWorker(bytes, options);
}

import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { OcrOptions } from '@nairalens/core/statements/parse-statement.ts';

/** Tesseract's English data, shipped as a package (offline). The OCR cache lives under the data dir. */
export function ocrOptions(dataDir: string): OcrOptions {
  const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')), '4.0.0');
  return {
    langPath,
    cachePath: path.join(dataDir, 'ocr-cache'),
    concurrency: Math.max(1, Math.min(4, os.availableParallelism())),
  };
}

import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TesseractSettings } from './tesseract-engine.ts';

/**
 * Resident memory an OCR process may reach before it is stopped (`OCR_MEMORY_LIMIT_MB`). Measured peaks: 450-630 MB
 * for a photo, a screenshot and a 2-page scan with 2 tesseract workers, about 175 MB more for each further worker
 * (up to 4 run at once).
 */
export const DEFAULT_OCR_MEMORY_LIMIT_MB = 1536;
/** Wall-clock limit of one OCR process; the document job's own limit is the same (10 minutes). */
export const DEFAULT_OCR_TIMEOUT_MS = 600_000;

/** Everything the OCR process needs: plain data, handed from the job to its worker thread and on to the process. */
export interface OcrSettings extends TesseractSettings {
  /** The OCR process is killed when its resident memory (VmRSS) passes this many megabytes. */
  memoryLimitMb: number;
  /** The OCR process is killed when it runs longer than this. */
  timeoutMs: number;
}

/** The second recognition model (tessdata_fast 4.1.0, Apache-2.0), shipped in this package: see ocr-data/README.md. */
const SECOND_MODEL_PATH = fileURLToPath(new URL('../../../ocr-data/eng-fast', import.meta.url));

/**
 * Tesseract's English data, shipped as a package (offline); its cache under the data directory when there is one;
 * pages shared across up to 4 of the machine's cores.
 */
export function ocrSettings(
  options: { dataDir?: string; memoryLimitMb?: number; timeoutMs?: number; concurrency?: number } = {},
): OcrSettings {
  const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')), '4.0.0');
  return {
    langPath,
    secondLangPath: SECOND_MODEL_PATH,
    ...(options.dataDir ? { cachePath: path.join(options.dataDir, 'ocr-cache') } : {}),
    concurrency: options.concurrency ?? Math.max(1, Math.min(4, os.availableParallelism())),
    memoryLimitMb: options.memoryLimitMb ?? DEFAULT_OCR_MEMORY_LIMIT_MB,
    timeoutMs: options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS,
  };
}

/** `OCR_MEMORY_LIMIT_MB` for the command line, which reads no server configuration; the default when unset. */
export function ocrMemoryLimitFromEnv(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env.OCR_MEMORY_LIMIT_MB);
  return Number.isInteger(mb) && mb > 0 ? mb : DEFAULT_OCR_MEMORY_LIMIT_MB;
}

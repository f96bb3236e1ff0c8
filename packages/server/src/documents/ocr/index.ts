import type { OcrEngine } from '@nairalens/core/documents/ocr-engine.ts';
import { createProcessOcrEngine } from './process-ocr-engine.ts';
import { ocrSettings } from './ocr-settings.ts';

/** Text recognition for the document readers of core: settings, and the engine that runs it in a capped process. */
export { DEFAULT_OCR_MEMORY_LIMIT_MB, ocrMemoryLimitFromEnv, ocrSettings, type OcrSettings } from './ocr-settings.ts';
export { createProcessOcrEngine, OCR_STOPPED_MESSAGES } from './process-ocr-engine.ts';

/** The server's engine (a capped child process per document) with default settings: tests, benchmarks, scripts. */
export function ocrEngine(options: Parameters<typeof ocrSettings>[0] = {}): OcrEngine {
  return createProcessOcrEngine(ocrSettings(options));
}

/**
 * A worker thread's note to its owner that it started, or saw end, a text-recognition child process
 * (documents/ocr/process-ocr-engine.ts): a thread stopped at its time limit cannot end its children itself, so
 * `runInWorker` kills the ones still running.
 */
export const OCR_PROCESS_NOTICE = 'ocrProcess';

export interface OcrProcessNotice {
  [OCR_PROCESS_NOTICE]: { pid: number; alive: boolean };
}

export function isOcrProcessNotice(message: unknown): message is OcrProcessNotice {
  return typeof message === 'object' && message !== null && OCR_PROCESS_NOTICE in message;
}

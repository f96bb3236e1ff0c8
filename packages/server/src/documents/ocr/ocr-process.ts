/**
 * Child process entry of the OCR engine (started by process-ocr-engine.ts): reads one document with tesseract and
 * canvas, sends back the recognised pages or a StatementError's code and message, and exits. Everything native it
 * allocates dies with it; the parent watches its resident memory and kills it past the limit.
 */
import { StatementError } from '@nairalens/core/contract.ts';
import type { OcrDocument } from '@nairalens/core/documents/ocr-engine.ts';
import type { TesseractSettings } from './tesseract-engine.ts';

// The parent went away (its job was stopped, or the server died): nobody waits for this read.
process.on('disconnect', () => process.exit(1));

// Loading tesseract and canvas overlaps with the document arriving.
const engineModule = import('./tesseract-engine.ts');
const reply = (message: object) => process.send!(message, () => process.exit(0));

process.once('message', async ({ document, settings }: { document: OcrDocument; settings: TesseractSettings }) => {
  try {
    const { createTesseractEngine } = await engineModule;
    reply({ ok: true, pages: await createTesseractEngine(settings).recognise(document) });
  } catch (e) {
    if (e instanceof StatementError) reply({ ok: false, code: e.code, message: e.message });
    else reply({ ok: false, code: 'UNREADABLE', message: null });
  }
});

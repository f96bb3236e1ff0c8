import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { isMainThread, parentPort } from 'node:worker_threads';
import { StatementError, type StatementErrorCode } from '@nairalens/core/contract.ts';
import type { OcrDocument, OcrEngine, RecognisedPage } from '@nairalens/core/documents/ocr-engine.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import type { OcrSettings } from './ocr-settings.ts';
import { OCR_PROCESS_NOTICE, type OcrProcessNotice } from '../../jobs/ocr-process-notice.ts';

const PROCESS_URL = new URL('./ocr-process.ts', import.meta.url);
/** How often the child's resident memory is read. */
const WATCH_INTERVAL_MS = 100;

/** The worker thread's own messages for the same stops (a statement job reads the same whatever stopped it). */
export const OCR_STOPPED_MESSAGES = { memory: MESSAGES.TOO_MUCH_MEMORY, time: MESSAGES.TOOK_TOO_LONG } as const;

type ChildReply = { ok: true; pages: RecognisedPage[] } | { ok: false; code: StatementErrorCode; message: string | null };

/**
 * Text recognition in a child process, one per document: canvas pixels and tesseract's WASM memory are native, so
 * a worker thread's heap limit does not bound them, but a process can be measured and killed. Its resident memory
 * (VmRSS) is read every 100 ms and the process killed past `memoryLimitMb` (TOO_LARGE), or past `timeoutMs`
 * (UNREADABLE). The promise settles only once the child has exited, so no process outlives a read.
 */
export function createProcessOcrEngine(settings: OcrSettings): OcrEngine {
  return { recognise: (document) => recogniseInProcess(document, settings) };
}

function recogniseInProcess(document: OcrDocument, settings: OcrSettings): Promise<RecognisedPage[]> {
  const { memoryLimitMb, timeoutMs, ...tesseract } = settings;
  return new Promise((resolve, reject) => {
    const child = fork(PROCESS_URL, [], {
      serialization: 'advanced',
      // Libraries print (tesseract does), and the command line prints exactly one JSON document: keep output out.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      // The child reads untrusted files: it gets no secrets of the server's environment, nor its flags (Node reads
      // NODE_COMPILE_CACHE itself at start).
      env: { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE, NODE_ENV: process.env.NODE_ENV },
      execArgv: [],
    });
    // Started from a worker thread, the thread's owner is told the process, so that stopping the thread (its time
    // limit) kills it at once: the process itself sees its channel close only between two steps of its work.
    const notice = (alive: boolean) => {
      if (!isMainThread && child.pid !== undefined) parentPort?.postMessage({ [OCR_PROCESS_NOTICE]: { pid: child.pid, alive } } satisfies OcrProcessNotice);
    };
    notice(true);
    let outcome: (() => void) | null = null;
    let exited = false;
    const settle = (fn: () => void): void => {
      if (outcome) return;
      outcome = fn;
      clearInterval(watch);
      clearTimeout(timer);
      if (exited) fn();
      else child.kill('SIGKILL');
    };
    const fail = (code: StatementErrorCode, message: string) => settle(() => reject(new StatementError(code, message)));

    let reading = false;
    const watch = setInterval(() => {
      if (reading || child.pid === undefined) return;
      reading = true;
      void residentMb(child.pid).then((mb) => {
        reading = false;
        if (mb !== null && mb > memoryLimitMb) fail('TOO_LARGE', OCR_STOPPED_MESSAGES.memory);
      });
    }, WATCH_INTERVAL_MS);
    const timer = setTimeout(() => fail('UNREADABLE', OCR_STOPPED_MESSAGES.time), timeoutMs);

    child.on('message', (reply: ChildReply) => {
      if (reply.ok) settle(() => resolve(reply.pages));
      else fail(reply.code, reply.message ?? MESSAGES.UNREADABLE_IMAGE);
    });
    child.on('error', () => fail('UNREADABLE', MESSAGES.UNREADABLE_IMAGE));
    // 'close' comes after the exit and after the last message on the channel has been read.
    child.on('close', (_code, signal) => {
      exited = true;
      notice(false);
      if (outcome) return outcome();
      // Killed by someone other than us (the kernel's OOM killer sends SIGKILL too): memory, most likely.
      if (signal === 'SIGKILL') fail('TOO_LARGE', OCR_STOPPED_MESSAGES.memory);
      else fail('UNREADABLE', MESSAGES.UNREADABLE_IMAGE);
    });
    child.send({ document, settings: tesseract });
  });
}

/** Resident memory of a process in MB, from /proc (Linux); null where it cannot be read. */
export async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

import { Worker } from 'node:worker_threads';
import { isOcrProcessNotice } from './ocr-process-notice.ts';

/** Why a worker thread did not deliver a result. */
export type WorkerFailure =
  | { kind: 'reported'; code: string; message?: string }
  | { kind: 'timeout' }
  | { kind: 'out-of-memory' }
  | { kind: 'crashed'; exitCode?: number };

/** What a worker entry posts back: its result, or an error code (and message) of its own domain. */
export type WorkerMessage<T> = { ok: true; result: T } | { ok: false; code: string; message?: string };

export interface RunInWorkerOptions {
  /** Wall-clock limit; the thread is terminated when it passes. */
  timeoutMs: number;
  /** V8 old-generation heap limit of the thread; default 768 MB. */
  maxOldGenerationSizeMb?: number;
  /** Turns any failure into the caller's domain error (a StatementError, a LoanDocumentError…). */
  toError(failure: WorkerFailure): Error;
  /** Buffers of `data` handed to the thread instead of copied (copying megabytes would hold the event loop). */
  transferList?: ArrayBuffer[];
}

/**
 * Runs a worker-thread entry (`url`) on `data` with a time and a memory limit, so that parsing, decrypting and OCR
 * never block the event loop. Whatever happens in the thread — an error it reports, a timeout, running out of
 * memory, a crash — the promise settles with a domain error from `toError`, never a hang of the caller. The data
 * (document bytes, a password) stays in memory. The heap limit bounds V8 only: native memory (canvas pixels,
 * tesseract's WASM) is bounded by running OCR in a child process instead (documents/ocr/process-ocr-engine.ts).
 */
export function runInWorker<T>(url: URL, data: unknown, options: RunInWorkerOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(url, {
      workerData: data,
      transferList: options.transferList,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 768,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 8,
      },
      // Libraries may print (tesseract does); keep the caller's stdout clean (the CLI prints exactly one JSON).
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // Text-recognition processes the thread started and has not seen end: killed with it (ocr-process-notice.ts).
    const children = new Set<number>();
    const kill = (pid: number): void => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended in the meantime.
      }
    };
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
      for (const pid of children) kill(pid);
    };
    const fail = (failure: WorkerFailure): void => finish(() => reject(options.toError(failure)));
    const timer = setTimeout(() => fail({ kind: 'timeout' }), options.timeoutMs);
    worker.on('message', (msg: WorkerMessage<T>) => {
      if (isOcrProcessNotice(msg)) {
        const { pid, alive } = msg.ocrProcess;
        // A thread stopped at its limit can still have a notice on its way (it started the process just before):
        // the process is killed when the notice arrives, not left to see its channel close between two steps.
        if (alive && settled) kill(pid);
        else if (alive) children.add(pid);
        else children.delete(pid);
        return;
      }
      if (msg.ok) finish(() => resolve(msg.result));
      else fail({ kind: 'reported', code: msg.code, message: msg.message });
    });
    worker.on('error', (err: Error & { code?: string }) =>
      fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'out-of-memory' } : { kind: 'crashed' }),
    );
    worker.on('exit', (exitCode) => fail({ kind: 'crashed', exitCode }));
  });
}

/**
 * Worker entry for run-in-worker.test.ts: starts a long-lived child process, tells its owner (as the OCR engine
 * does), then keeps working, so that the owner's time limit is what ends it.
 */
import { spawn } from 'node:child_process';
import { parentPort, workerData } from 'node:worker_threads';
import { OCR_PROCESS_NOTICE } from '../ocr-process-notice.ts';

const child = spawn('sleep', [String(workerData.marker)], { stdio: 'ignore' });
parentPort!.postMessage({ [OCR_PROCESS_NOTICE]: { pid: child.pid, alive: true } });
setInterval(() => {}, 1_000);

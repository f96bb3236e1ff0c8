import { readFile } from 'node:fs/promises';

/**
 * The categoriser's held-out accuracy, as `npm run eval:categories` records it in the fixtures' held-out/accuracy.json.
 * Read on each request, so a new run shows without a restart; null when the record is not there (a deployment
 * without the fixtures).
 */
const RECORD = new URL('../../../../fixtures/held-out/accuracy.json', import.meta.url);

type Run = { correct: number; rows: number; accuracy: number; date: string; commit: string | null };
export type HeldOutAccuracy = { sets: { set: string; firstRun: Run; latest: Run }[] };

export async function heldOutAccuracy(file: URL | string = RECORD): Promise<HeldOutAccuracy | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as HeldOutAccuracy;
    return Array.isArray(record.sets) ? record : null;
  } catch {
    return null;
  }
}

import { readFile } from 'node:fs/promises';
import type { HeldOutAccuracy } from '@nairalens/core/api/admin-ai.ts';

/**
 * The categoriser's held-out accuracy, as `npm run eval:categories` records it in the fixtures' held-out/accuracy.json.
 * Read on each request, so a new run shows without a restart; null when the record is not there (a deployment
 * without the fixtures).
 */
const RECORD = new URL('../../../../fixtures/held-out/accuracy.json', import.meta.url);

export type { HeldOutAccuracy };

export async function heldOutAccuracy(file: URL | string = RECORD): Promise<HeldOutAccuracy | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as HeldOutAccuracy;
    return Array.isArray(record.sets) ? record : null;
  } catch {
    return null;
  }
}

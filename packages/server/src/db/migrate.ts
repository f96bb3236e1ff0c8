import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies migrations/NNNN_area.sql files in name order, each in its own transaction, once.
 * Plain SQL files (not a generated journal) so several areas can add tables without colliding.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set((await database.query<{ name: string }>('SELECT name FROM _migrations')).map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(`BEGIN;\n${sql}\nINSERT INTO _migrations(name) VALUES ('${name}');\nCOMMIT;`);
    ran.push(file);
  }
  return ran;
}

import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Runs every bench/*.bench.ts in its own process (so one benchmark's warm caches don't flatter the next).
const dir = import.meta.dirname;
const only = process.argv[2];
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort()) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);

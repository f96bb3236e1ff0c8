import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type BlobBackend } from './blob-backend.ts';

/** A directory on this machine (one machine only: a second API or worker host cannot read it). */
export function createLocalBackend(dir: string): BlobBackend & { dir: string } {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key.slice(0, 2), `${key}.bin`);
  };
  return {
    kind: 'local',
    dir,
    async write(key, sealed) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, sealed, { mode: 0o600 });
    },
    read: (key) => readFile(fileOf(key)),
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async listOlderThan(ms, now) {
      const out: string[] = [];
      const shards = await readdir(dir).catch(() => [] as string[]);
      for (const shard of shards) {
        for (const f of await readdir(path.join(dir, shard)).catch(() => [] as string[])) {
          const s = await stat(path.join(dir, shard, f)).catch(() => null);
          if (s && now - s.mtimeMs > ms) out.push(f.replace(/\.bin$/, ''));
        }
      }
      return out;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEncryptedStore } from './encrypted-store.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.bin`);

describe('encrypted document store', () => {
  const secret = Buffer.from('GTBANK STATEMENT ADA OKAFOR 0123456789 NIP TRANSFER SALARY 350,000.00');

  it('stores ciphertext only and reads the plaintext back', async () => {
    const store = createEncryptedStore(dir, [k1]);
    const key = await store.put(secret);
    const onDisk = readFileSync(fileOf(key));
    expect(onDisk.includes(Buffer.from('ADA OKAFOR'))).toBe(false);
    expect(onDisk.includes(Buffer.from('SALARY'))).toBe(false);
    expect(await store.get(key)).toEqual(secret);
  });

  it('uses a different data key per file (same plaintext, different bytes)', async () => {
    const store = createEncryptedStore(dir, [k1]);
    const a = readFileSync(fileOf(await store.put(secret)));
    const b = readFileSync(fileOf(await store.put(secret)));
    expect(a.equals(b)).toBe(false);
  });

  it('rejects a tampered file instead of returning altered bytes', async () => {
    const store = createEncryptedStore(dir, [k1]);
    const key = await store.put(secret);
    const blob = readFileSync(fileOf(key));
    blob[blob.length - 3] ^= 0xff;
    writeFileSync(fileOf(key), blob);
    await expect(store.get(key)).rejects.toThrow();
  });

  it('rotates master keys: old files stay readable, rewrap moves them to the new key', async () => {
    const old = createEncryptedStore(dir, [k1]);
    const key = await old.put(secret);
    const rotated = createEncryptedStore(dir, [k2, k1]);
    expect(await rotated.get(key)).toEqual(secret);
    await rotated.rewrap(key);
    const onlyNew = createEncryptedStore(dir, [k2]);
    expect(await onlyNew.get(key)).toEqual(secret);
    await expect(old.get(key)).rejects.toThrow(/k2/);
  });

  it('deletes, and never accepts a path-like key', async () => {
    const store = createEncryptedStore(dir, [k1]);
    const key = await store.put(secret);
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

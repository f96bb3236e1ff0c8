import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createEncryptedStore } from '../../src/storage/encrypted-store.ts';
import { createS3Backend } from '../../src/storage/s3-backend.ts';
import { startS3 } from './support/s3-server.ts';

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => s3?.stop());

const backend = () =>
  createS3Backend({
    bucket: s3.env.S3_BUCKET,
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'documents/',
  });
const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };

describe('encrypted documents in S3-compatible object storage', () => {
  it('stores only ciphertext, reads it back, rotates keys and deletes', async () => {
    const b = backend();
    const store = createEncryptedStore(b, [k1]);
    const plaintext = Buffer.from('Date,Narration,Debit\n2025-01-02,POS PURCHASE SHOPRITE,5000\n');
    const key = await store.put(plaintext);
    const raw = await b.read(key);
    expect(raw.includes(plaintext)).toBe(false);
    expect(raw.subarray(0, 4).toString()).toBe('NLE1');
    expect((await store.get(key)).equals(plaintext)).toBe(true);

    const rotated = createEncryptedStore(b, [k2, k1]);
    await rotated.rewrap(key);
    expect((await createEncryptedStore(b, [k2]).get(key)).equals(plaintext)).toBe(true);

    expect(await store.check()).toBe(true);
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow();
    await store.delete(key); // already gone: not an error
  });

  it('lists objects older than an age for the 24-hour sweeper', async () => {
    const store = createEncryptedStore(backend(), [k1]);
    const key = await store.put(Buffer.from('x'));
    expect(await store.listOlderThan(60_000)).not.toContain(key);
    expect(await store.listOlderThan(0, Date.now() + 5_000)).toContain(key);
    await store.delete(key);
  });

  it('refuses keys that are not storage ids', async () => {
    await expect(backend().read('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});

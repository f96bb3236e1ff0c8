import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { BlobBackend } from './blob-backend.ts';
import { createLocalBackend } from './local-backend.ts';

/**
 * Documents at rest: AES-256-GCM with a fresh data key per file; the data key is wrapped (AES-256-GCM) by a master
 * key named in the file header, so master keys can rotate (new files use the first key; old files stay readable
 * while their key is still listed; `rewrap` moves a file to the current key without touching the plaintext on disk).
 * Files are named by random ids, never by the user's file name. Where the sealed bytes live is the backend's
 * business (a local directory, or S3-compatible object storage shared by several machines).
 *
 * Layout: "NLE1" | keyIdLen(1) | keyId | wrapIv(12) | wrapTag(16) | wrappedKey(32) | iv(12) | tag(16) | ciphertext
 */
const MAGIC = Buffer.from('NLE1');

export interface EncryptedStore {
  put(plaintext: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  rewrap(key: string): Promise<void>;
  /** Keys of files older than the given age, for the 24-hour sweeper. */
  listOlderThan(ms: number, now?: number): Promise<string[]>;
  check(): Promise<boolean>;
  kind: BlobBackend['kind'];
  /** The local directory, when documents live on this machine. */
  dir: string | undefined;
}

export function createEncryptedStore(
  where: string | BlobBackend,
  masterKeys: { id: string; key: Buffer }[],
): EncryptedStore {
  if (masterKeys.length === 0) throw new Error('At least one storage master key is needed.');
  const backend = typeof where === 'string' ? createLocalBackend(where) : where;
  const current = masterKeys[0];
  const byId = new Map(masterKeys.map((k) => [k.id, k.key]));

  function seal(plaintext: Uint8Array): Buffer {
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const tag = cipher.getAuthTag();
    return Buffer.concat([wrapHeader(dataKey), iv, tag, ciphertext]);
  }

  function wrapHeader(dataKey: Buffer): Buffer {
    const wrapIv = randomBytes(12);
    const wrapper = createCipheriv('aes-256-gcm', current.key, wrapIv);
    const wrapped = Buffer.concat([wrapper.update(dataKey), wrapper.final()]);
    const idBuf = Buffer.from(current.id, 'utf8');
    return Buffer.concat([MAGIC, Buffer.from([idBuf.length]), idBuf, wrapIv, wrapper.getAuthTag(), wrapped]);
  }

  function openHeader(blob: Buffer): { dataKey: Buffer; offset: number } {
    if (!blob.subarray(0, 4).equals(MAGIC)) throw new Error('Not an encrypted document.');
    const idLen = blob[4];
    const keyId = blob.subarray(5, 5 + idLen).toString('utf8');
    const master = byId.get(keyId);
    if (!master) throw new Error(`Storage key "${keyId}" is not configured.`);
    let o = 5 + idLen;
    const wrapIv = blob.subarray(o, (o += 12));
    const wrapTag = blob.subarray(o, (o += 16));
    const wrapped = blob.subarray(o, (o += 32));
    const unwrapper = createDecipheriv('aes-256-gcm', master, wrapIv);
    unwrapper.setAuthTag(wrapTag);
    const dataKey = Buffer.concat([unwrapper.update(wrapped), unwrapper.final()]);
    return { dataKey, offset: o };
  }

  async function get(key: string): Promise<Buffer> {
    const blob = await backend.read(key);
    const { dataKey, offset } = openHeader(blob);
    const iv = blob.subarray(offset, offset + 12);
    const tag = blob.subarray(offset + 12, offset + 28);
    const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(blob.subarray(offset + 28)), decipher.final()]);
  }

  return {
    kind: backend.kind,
    dir: 'dir' in backend ? (backend as { dir: string }).dir : undefined,
    async put(plaintext) {
      const key = randomUUID();
      await backend.write(key, seal(plaintext));
      return key;
    },
    get,
    delete: (key) => backend.remove(key),
    async rewrap(key) {
      const blob = await backend.read(key);
      const { dataKey, offset } = openHeader(blob);
      await backend.write(key, Buffer.concat([wrapHeader(dataKey), blob.subarray(offset)]));
    },
    listOlderThan: (ms, now = Date.now()) => backend.listOlderThan(ms, now),
    async check() {
      try {
        const key = await this.put(Buffer.from('health'));
        const ok = (await get(key)).toString() === 'health';
        await this.delete(key);
        return ok;
      } catch {
        return false;
      }
    },
  };
}

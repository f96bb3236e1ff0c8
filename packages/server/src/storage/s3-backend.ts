import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type BlobBackend } from './blob-backend.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible servers (MinIO, R2, Spaces, a local test server); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (bucket in the path), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Key prefix, so one bucket can hold several environments. */
  prefix: string;
}

/** Object storage shared by every API and worker host. Objects are the sealed envelopes, never plaintext. */
export function createS3Backend(settings: S3Settings): BlobBackend & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix}${key}.bin`;
  };
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    async write(key, sealed) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: sealed, ContentType: 'application/octet-stream' }));
    },
    async read(key) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!out.Body) throw new Error('Empty object.');
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async listOlderThan(ms, now) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(settings.prefix.length).replace(/\.bin$/, '');
          if (name && o.LastModified && now - o.LastModified.getTime() > ms && /^[0-9a-f-]{36}$/.test(name)) keys.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

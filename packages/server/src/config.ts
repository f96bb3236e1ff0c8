import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_OCR_MEMORY_LIMIT_MB } from './documents/ocr/ocr-settings.ts';

/**
 * Configuration, validated once at start. Every variable is documented in the README.
 * In development, secrets that are not given are generated once and kept under DATA_DIR so restarts keep
 * sessions and encrypted files readable; in production they must be given.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STORAGE_MASTER_KEYS: z
    .string()
    .regex(/^([A-Za-z0-9_-]+:[A-Za-z0-9+/=]{43,44})(,[A-Za-z0-9_-]+:[A-Za-z0-9+/=]{43,44})*$/, 'must be "id:base64key[,id:base64key…]" with 32-byte keys')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('NairaLens <hello@nairalens.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  WORKERS: z.enum(['on', 'off']).default('on').transform((v) => v === 'on'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  S3_PREFIX: z.string().default('documents/'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DOCUMENT_STALE_SECONDS: z.coerce.number().int().min(1).default(900),
  OCR_MEMORY_LIMIT_MB: z.coerce.number().int().min(32).default(DEFAULT_OCR_MEMORY_LIMIT_MB),
  WEBHOOK_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.input<typeof schema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  /** Key-encryption keys for stored documents; the first is used for new files, all can unwrap. */
  storageKeys: { id: string; key: Buffer }[];
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  paystack: { secretKey: string | undefined; publicKey: string | undefined; baseUrl: string };
  rateLimits: boolean;
  workers: boolean;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      };
  /** Bearer token for /metrics from other machines; without it /metrics answers loopback clients only. */
  metricsToken: string | undefined;
  /** A document processing with no progress for this long has lost its job (or its server): the sweeper fails it with a refund. */
  documentStaleMs: number;
  /** Resident memory an OCR process (rendering and recognising a scan or photo) may reach before it is stopped. */
  ocrMemoryLimitMb: number;
  /** Lets workspace webhooks reach 127.0.0.0/8 and ::1 (a receiver on this machine); never in production. */
  webhookAllowLoopback: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const missing: string[] = [];
  if (isProduction) {
    if (!e.AUTH_SECRET) missing.push('AUTH_SECRET (32+ random characters)');
    if (!e.STORAGE_MASTER_KEYS) missing.push('STORAGE_MASTER_KEYS (id:base64-32-byte-key)');
    if (!e.APP_URL) missing.push('APP_URL (the public https:// address)');
    if (!e.SMTP_URL) missing.push('SMTP_URL (production mail cannot go to the dev outbox)');
  }
  if (isProduction && e.WEBHOOK_ALLOW_LOOPBACK)
    throw new ConfigError('Invalid configuration:\n  - WEBHOOK_ALLOW_LOOPBACK: must not be true in production (webhooks reach public addresses only)');
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) missing.push('S3_BUCKET (STORAGE_DRIVER=s3 needs a bucket)');
  if (missing.length) throw new ConfigError(`Missing configuration for production:\n${missing.map((m) => `  - ${m}`).join('\n')}`);

  const devSecrets = isProduction ? null : loadDevSecrets(dataDir);
  const authSecret = e.AUTH_SECRET ?? devSecrets!.authSecret;
  const storageKeys = (e.STORAGE_MASTER_KEYS ?? devSecrets!.storageKeys).split(',').map((pair) => {
    const [id, b64] = pair.split(':');
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new ConfigError(`Invalid configuration:\n  - STORAGE_MASTER_KEYS: key "${id}" is not 32 bytes`);
    return { id, key };
  });
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Development listens on this machine only; production (behind a load balancer or in a container) on all interfaces.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret,
    storageKeys,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    paystack: { secretKey: e.PAYSTACK_SECRET_KEY, publicKey: e.PAYSTACK_PUBLIC_KEY, baseUrl: e.PAYSTACK_BASE_URL },
    rateLimits: e.RATE_LIMITS,
    workers: e.WORKERS,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { driver: 'local', dir: path.join(dataDir, 'documents') },
    metricsToken: e.METRICS_TOKEN,
    documentStaleMs: e.DOCUMENT_STALE_SECONDS * 1000,
    ocrMemoryLimitMb: e.OCR_MEMORY_LIMIT_MB,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
  };
}

/** Development-only secrets, created on first start and kept with the data they protect. */
function loadDevSecrets(dataDir: string): { authSecret: string; storageKeys: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    authSecret: randomBytes(32).toString('base64url'),
    storageKeys: `dev1:${randomBytes(32).toString('base64')}`,
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

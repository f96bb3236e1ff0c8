import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'nl-config-'));

describe('configuration', () => {
  it('starts in development with nothing set, generating and keeping dev secrets', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.appUrl).toBe('http://localhost:3000');
    expect(a.databaseUrl).toBeUndefined();
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.authSecret).toBe(b.authSecret);
    expect(a.storageKeys[0].key.length).toBe(32);
  });

  it('lists every problem clearly', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: tmp() })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres/,
    );
  });

  it('caps the OCR process at 1536 MB unless OCR_MEMORY_LIMIT_MB says otherwise, and refuses a cap too small to start', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).ocrMemoryLimitMb).toBe(1536);
    expect(loadConfig({ DATA_DIR: tmp(), OCR_MEMORY_LIMIT_MB: '768' }).ocrMemoryLimitMb).toBe(768);
    expect(() => loadConfig({ DATA_DIR: tmp(), OCR_MEMORY_LIMIT_MB: '8' })).toThrow(/OCR_MEMORY_LIMIT_MB/);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
      /AUTH_SECRET[\s\S]*STORAGE_MASTER_KEYS[\s\S]*APP_URL[\s\S]*SMTP_URL/,
    );
  });
});

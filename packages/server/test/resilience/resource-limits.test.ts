import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { balanceOf, grantTokens, upload } from '../support/upload-helpers.ts';
import { HOURLY_DOCUMENT_BUDGET } from '../../src/documents/hourly-budget.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A real, valid 1-bit greyscale PNG of the given size: all white, so it compresses to almost nothing. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('resource limits before work', () => {
  it('refuses a 20000×20000 image with a clear message, spends nothing, decodes nothing', async () => {
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 5);
    const png = blankPng(20000, 20000);
    expect(png.length).toBeLessThan(10 * 1024 * 1024);
    const before = await balanceOf(t, cookie);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const statement = await upload(t, cookie, { name: 'photo.png', bytes: png });
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/loans/contracts',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=b0undary' },
      payload: Buffer.concat([
        Buffer.from('--b0undary\r\nContent-Disposition: form-data; name="idempotencyKey"\r\n\r\ncontract-bomb-1\r\n--b0undary\r\nContent-Disposition: form-data; name="file"; filename="offer.png"\r\nContent-Type: image/png\r\n\r\n'),
        png,
        Buffer.from('\r\n--b0undary--\r\n'),
      ]),
    });
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    for (const res of [statement, contract]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.message).toMatch(/too large to read \(20,000 × 20,000 pixels\)/);
      expect(res.json().error.message).not.toMatch(/10 MB/);
    }
    expect(await balanceOf(t, cookie)).toBe(before);
    expect(grownMb).toBeLessThan(300);
  });

  it('keeps refunded failures inside a per-person hourly budget', async () => {
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 5);
    const now = new Date();
    // Earlier uploads of this hour (failed and refunded ones count too).
    for (let i = 0; i < HOURLY_DOCUMENT_BUDGET; i++) {
      await t.ctx.database.query(
        `INSERT INTO uploads (id, user_id, file_name, file_size, file_type, analysis_for, lines, pages, token_cost, idempotency_key, created_at)
         VALUES (gen_random_uuid(), $1, 'x.csv', 10, 'text/csv', 'me', 1, 1, 1, $2, $3)`,
        [userId, `earlier-${i}-key`, now],
      );
    }
    const res = await upload(t, cookie, { name: 'more.png', bytes: blankPng(800, 600) });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/in the last hour/);
    expect(await balanceOf(t, cookie)).toBe(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client } from './support/account-helpers.ts';
import { shouldEmail } from '../src/modules/account/notification-preferences.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('notification preferences', () => {
  it('starts with the spec defaults, saves the four switches, and shouldEmail honours them', async () => {
    const { cookie, userId } = await t.signUp();
    const c = client(t);
    const initial = await c.get('/api/account/notifications', cookie);
    expect(initial.json().preferences).toEqual({
      analysisCompleted: true,
      paymentReceipts: true,
      monthlyDigest: true,
      productUpdates: false,
    });
    const db = t.ctx.database.db;
    expect(await shouldEmail(db, userId, 'analysis_completed')).toBe(true);
    expect(await shouldEmail(db, userId, 'product_updates')).toBe(false);

    const next = { analysisCompleted: false, paymentReceipts: true, monthlyDigest: false, productUpdates: true };
    const saved = await c.put('/api/account/notifications', next, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual(next);
    expect((await c.get('/api/account/notifications', cookie)).json().preferences).toEqual(next);
    expect(await shouldEmail(db, userId, 'analysis_completed')).toBe(false);
    expect(await shouldEmail(db, userId, 'payment_receipts')).toBe(true);
    expect(await shouldEmail(db, userId, 'monthly_digest')).toBe(false);
    expect(await shouldEmail(db, userId, 'product_updates')).toBe(true);
    expect(await shouldEmail(db, 'no-such-user', 'payment_receipts')).toBe(false);
  });

  it('refuses partial or unknown fields', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    expect((await c.put('/api/account/notifications', { analysisCompleted: false }, cookie)).statusCode).toBe(400);
    expect(
      (
        await c.put(
          '/api/account/notifications',
          { analysisCompleted: false, paymentReceipts: true, monthlyDigest: true, productUpdates: false, sms: true },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await c.put(
          '/api/account/notifications',
          { analysisCompleted: 'no', paymentReceipts: true, monthlyDigest: true, productUpdates: false },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('profile photo', () => {
  it('accepts PNG/JPG by content, re-encodes to 256 px without metadata, and serves it only to its owner', async () => {
    const { cookie } = await t.signUp();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a7d4f' } })
      .withExif({ IFD0: { Copyright: 'GPS 6.5244N 3.3792E', Artist: 'Amaka' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeTruthy();
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(up.statusCode).toBe(200);
    const { avatarUrl } = up.json();
    expect(avatarUrl).toMatch(/^\/api\/account\/avatar\?v=/);
    expect((await client(t).get('/api/me', cookie)).json().profile.avatarUrl).toBe(avatarUrl);

    const got = await t.app.inject({ method: 'GET', url: avatarUrl, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes(Buffer.from('GPS 6.5244N'))).toBe(false);

    const stranger = await t.signUp();
    expect(
      (await t.app.inject({ method: 'GET', url: avatarUrl, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(401);

    // A JPEG declared as PNG is judged by its bytes.
    const jpg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffcc00' } })
      .jpeg()
      .toBuffer();
    const up2 = await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: { cookie, 'content-type': 'image/png' },
      payload: jpg,
    });
    expect(up2.statusCode).toBe(200);
    const got2 = await t.app.inject({ method: 'GET', url: '/api/account/avatar', headers: { cookie } });
    expect(got2.headers['content-type']).toBe('image/jpeg');

    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/avatar', headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await client(t).get('/api/me', cookie)).json().profile.avatarUrl).toBeNull();
  });

  it('refuses other types, fake images and files over 2MB', async () => {
    const { cookie } = await t.signUp();
    const put = (payload: Buffer, type = 'image/png') =>
      t.app.inject({ method: 'PUT', url: '/api/account/avatar', headers: { cookie, 'content-type': type }, payload });
    const text = await put(Buffer.from('this is not an image at all'));
    expect(text.statusCode).toBe(415);
    const gif = await put(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'image/gif',
    );
    expect(gif.statusCode).toBe(415);
    const truncated = await put(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]),
    );
    expect(truncated.statusCode).toBe(422);
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    const tooBig = await put(big);
    expect(tooBig.statusCode).toBe(413);
  });
});

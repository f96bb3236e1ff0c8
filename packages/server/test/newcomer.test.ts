import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualifyReferral, referralOverview } from '../src/modules/wallet/referrals.ts';
import { refundSpend, spendTokens } from '../src/modules/wallet/ledger-service.ts';
import { deleteAccount } from '../src/modules/account/deletion.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens } from './support/upload-helpers.ts';

// Defects a newcomer's walk found on the server: sign-up texts, "Tokens Used", a second trial token after deletion,
// and a referral cap reset by deleting friends.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUpWith = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: t.config.appUrl }, payload });

describe('sign-up', () => {
  it('refuses a name of only spaces, in plain words, and creates no account', async () => {
    for (const name of ['   ', '', ' - . ']) {
      const res = await signUpWith({ email: 'blank-name@example.com', password: 'Correct-Horse-42', name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_NAME', message: 'Please enter your full name.' });
    }
    const users = await t.ctx.database.query('SELECT 1 FROM "user" WHERE email = $1', ['blank-name@example.com']);
    expect(users).toHaveLength(0);
  });

  it('explains a short password in the form’s words, not the library’s', async () => {
    const res = await signUpWith({ email: 'short-pw@example.com', password: 'abc12', name: 'Bisi Ade' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Your password must be at least 8 characters long.' });
  });
});

describe('tokens used this month', () => {
  it('counts tokens spent (less refunds) from the ledger, not uploads', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 10);
    const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: a.cookie } })).json();
    expect((await dashboard()).tokensUsedThisMonth).toBe(0);
    await t.ctx.database.db.transaction((tx) => spendTokens(tx, { userId: a.userId, amount: 3, idempotencyKey: 'spend-a', reason: 'statement', analysisId: null }));
    await t.ctx.database.db.transaction((tx) => spendTokens(tx, { userId: a.userId, amount: 2, idempotencyKey: 'spend-b', reason: 'clean_export', analysisId: null }));
    expect((await dashboard()).tokensUsedThisMonth).toBe(5);
    await t.ctx.database.db.transaction((tx) => refundSpend(tx, { userId: a.userId, spendKey: 'spend-a', idempotencyKey: 'spend-a:refund' }));
    expect((await dashboard()).tokensUsedThisMonth).toBe(2);
  });
});

describe('one free trial token per e-mail', () => {
  it('a deleted account signed up again with the same e-mail gets no second trial token', async () => {
    const email = 'returning.person@example.com';
    const first = await t.signUp(email);
    expect(await balanceOf(t, first.cookie)).toBe(1);
    // The address is compared without case or surrounding spaces.
    await deleteAccount(t.ctx, first.userId, ' Returning.Person@Example.com');
    const stored = await t.ctx.database.query<{ email_hash: string }>('SELECT email_hash FROM deleted_account_emails');
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored).toLowerCase()).not.toContain('returning');

    const again = await t.signUp(email);
    expect(await balanceOf(t, again.cookie)).toBe(0);
    // Someone else still gets theirs.
    const other = await t.signUp();
    expect(await balanceOf(t, other.cookie)).toBe(1);
  });
});

describe('referrals', () => {
  it('a deleted friend still counts towards the cap of 5 and stays in the referrer’s list', async () => {
    const referrer = await t.signUp();
    const overview = () => referralOverview(t.ctx.database.db, { id: referrer.userId, email: referrer.email }, t.config.appUrl);
    const { code } = await overview();
    const friend = await t.signUp(undefined, { referralCodeUsed: code });
    await t.ctx.database.db.transaction((tx) => qualifyReferral(tx, friend.userId, 'ref-1'));
    expect((await overview()).qualifiedCount).toBe(1);

    await deleteAccount(t.ctx, friend.userId, friend.email);
    const after = await overview();
    expect(after.qualifiedCount).toBe(1);
    expect(after.referrals).toHaveLength(1);
  });
});

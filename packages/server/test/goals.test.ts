import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@nairalens/core/contract.ts';
import { isExpense, isIncome } from '@nairalens/core/analysis/arithmetic.ts';
import { buildOwnAccountsPair } from '@nairalens/fixtures/statements/own-accounts-pair.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { isoWeekday } from '@nairalens/core/goals/reminders.ts';
import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import { sendGoalReminders } from '../src/modules/goals/send-goal-reminders.ts';
import { sendMonthlyDigests } from '../src/modules/goals/send-monthly-digest.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens, upload, waitForAnalysis } from './support/upload-helpers.ts';
import { makeAdmin } from './support/account-helpers.ts';

// Workers on: analyses and the goal jobs run through the real pg-boss queue.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: t.config.appUrl }, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

async function analyse(cookie: string, file: { fileName: string; bytes: Uint8Array }) {
  const res = await upload(t, cookie, { name: file.fileName, bytes: file.bytes });
  expect(res.statusCode).toBe(201);
  expect((await waitForAnalysis(t, cookie, res.json().upload.id)).status).toBe('completed');
  return res.json().analysis.id as string;
}

describe('all accounts together', () => {
  it('removes transfers between her bank and wallet from income and spending, exact to the kobo', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 20);
    const pair = buildOwnAccountsPair();
    const bankId = await analyse(a.cookie, pair.bank);
    const walletId = await analyse(a.cookie, pair.wallet);
    const h = (await req('GET', '/api/history', a.cookie)).json();
    expect(h.totals).toEqual({ income: pair.truth.income, expenses: pair.truth.expenses, ownTransfersRemoved: pair.truth.ownTransfersTotal });
    expect(h.ownTransfers).toHaveLength(pair.truth.ownTransfers);
    expect(Object.fromEntries(h.months.map((m: { month: string; income: number; expenses: number }) => [m.month, { income: m.income, expenses: m.expenses }]))).toEqual(pair.truth.byMonth);
    expect(h.accounts.map((x: { label: string }) => x.label)).toEqual(['GTBank ••6789', 'OPay ••4567']);
    expect(h.transactions).toBeUndefined();

    // "Not my transfer": the pair's two rows count again as whatever the engine called them.
    const first = h.ownTransfers.find((p: { amount: number }) => p.amount === 60_000_00);
    expect((await req('PUT', `/api/history/own-transfers/${encodeURIComponent(first.id)}`, a.cookie, { ownTransfer: false })).statusCode).toBe(200);
    const corrected = (await req('GET', '/api/history', a.cookie)).json();
    expect(corrected.ownTransfers).toHaveLength(pair.truth.ownTransfers - 1);
    const rowsOf = async (id: string) => (await req('GET', `/api/analyses/${id}/transactions?pageSize=500`, a.cookie)).json().transactions as Transaction[];
    const pairRows = [...(await rowsOf(bankId)), ...(await rowsOf(walletId))].filter((x) => Math.abs(x.amount) === 60_000_00);
    expect(pairRows).toHaveLength(2);
    expect(corrected.totals.income).toBe(pair.truth.income + pairRows.filter(isIncome).reduce((n, x) => n + x.amount, 0));
    expect(corrected.totals.expenses).toBe(pair.truth.expenses + pairRows.filter(isExpense).reduce((n, x) => n - x.amount, 0));
    await req('PUT', `/api/history/own-transfers/${encodeURIComponent(first.id)}`, a.cookie, { ownTransfer: true });
    expect((await req('GET', '/api/history', a.cookie)).json().ownTransfers).toHaveLength(pair.truth.ownTransfers);
    expect((await req('PUT', '/api/history/own-transfers/nonsense', a.cookie, { ownTransfer: false })).statusCode).toBe(400);

    // A statement of the same account analysed again covers the same days: nothing is counted twice.
    await analyse(a.cookie, { ...pair.bank, fileName: 'again.csv' });
    expect((await req('GET', '/api/history', a.cookie)).json().totals.income).toBe(pair.truth.income);

    // Someone else sees none of it.
    const b = await t.signUp();
    expect((await req('GET', '/api/history', b.cookie)).json().months).toEqual([]);
  });
});

describe('goals', () => {
  it('creates a goal whose progress comes from contributions and from analysed savings transfers; edits, pauses, deletes', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 20);
    const bad = await req('POST', '/api/goals', a.cookie, { kind: 'save_up', name: 'Car', targetAmount: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose the date you want to reach it by.');
    const created = await req('POST', '/api/goals', a.cookie, { kind: 'save_up', name: 'New laptop', targetAmount: 500_000_00, targetDate: '2030-12-31', startDate: '2025-01-01' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await req('POST', `/api/goals/${id}/contributions`, a.cookie, { amount: 10_000_00, note: 'cash' })).statusCode).toBe(201);
    let [goal] = (await req('GET', '/api/goals', a.cookie)).json().goals;
    expect(goal.progress.current).toBe(10_000_00);

    // Her bank statement: the PiggyVest and Cowrywise transfers move the goal.
    const pair = buildOwnAccountsPair();
    await analyse(a.cookie, pair.bank);
    [goal] = (await req('GET', '/api/goals', a.cookie)).json().goals;
    expect(pair.truth.savings).toBe(65_000_00);
    expect(goal.progress.current).toBe(10_000_00 + pair.truth.savings);
    expect(goal.progress.monthlyNeeded).toBeGreaterThan(0);

    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { status: 'paused', name: 'Laptop' })).json().status).toBe('paused');
    [goal] = (await req('GET', '/api/goals', a.cookie)).json().goals;
    expect([goal.name, goal.progress.status]).toEqual(['Laptop', 'paused']);

    const other = await t.signUp();
    expect((await req('PATCH', `/api/goals/${id}`, other.cookie, { status: 'completed' })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/goals/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await req('GET', '/api/goals', other.cookie)).json().goals).toEqual([]);
    expect((await req('DELETE', `/api/goals/${id}`, a.cookie)).statusCode).toBe(204);
    expect((await req('GET', '/api/goals', a.cookie)).json().goals).toEqual([]);

    // A client profile has goals of its own; someone else's profile is not found.
    const profileId = (await req('POST', '/api/profiles', a.cookie, { label: 'Mama Nkechi' })).json().profile.id;
    expect((await req('POST', '/api/goals', a.cookie, { kind: 'emergency_fund', name: 'Shop buffer', targetAmount: 90_000_00, profileId })).statusCode).toBe(201);
    expect((await req('GET', '/api/goals', a.cookie)).json().goals).toEqual([]);
    expect((await req('GET', `/api/goals?profileId=${profileId}`, a.cookie)).json().goals.map((g: { name: string }) => g.name)).toEqual(['Shop buffer']);
    expect((await req('GET', `/api/goals?profileId=${profileId}`, other.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/goals', other.cookie, { kind: 'emergency_fund', name: 'x', targetAmount: 100, profileId })).statusCode).toBe(404);
  });

  it('sends a reminder on its day once, through the real job too, and none after the one-click unsubscribe', async () => {
    const a = await t.signUp();
    const monday = Date.parse('2026-11-23T07:30:00Z'); // 08:30 in Lagos, a Monday
    const id = (await req('POST', '/api/goals', a.cookie, { kind: 'emergency_fund', name: 'Rainy day', targetAmount: 300_000_00, reminder: { frequency: 'weekly', day: 1 } })).json().id;
    const before = (await t.outbox(a.email)).length;
    expect((await sendGoalReminders(t.ctx, monday - 86_400_000)).sent).toBe(0); // Sunday: not its day
    await sendGoalReminders(t.ctx, monday);
    await sendGoalReminders(t.ctx, monday); // a second run the same day sends nothing more
    const mails = (await t.outbox(a.email)).filter((m) => m.subject === 'Reminder: Rainy day');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('₦0 of ₦300,000 (0%)');
    const unsubscribeLink = mails[0]!.links.find((l) => l.includes('/api/goals/unsubscribe'))!;

    // The scheduled job's queue, a week later.
    const next = monday + 7 * 86_400_000;
    expect((await req('POST', '/api/goals/dev/run-job', a.cookie, { job: 'reminders', at: next })).statusCode).toBe(200);
    for (let i = 0; i < 100 && (await t.outbox(a.email)).length < before + 2; i++) await new Promise((r) => setTimeout(r, 200));
    expect((await t.outbox(a.email)).filter((m) => m.subject === 'Reminder: Rainy day')).toHaveLength(2);

    const forged = await t.app.inject({ method: 'GET', url: pathOf(unsubscribeLink).replace(/sig=[^&]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is not valid');
    const res = await t.app.inject({ method: 'GET', url: pathOf(unsubscribeLink) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Reminders stopped');
    expect((await sendGoalReminders(t.ctx, next + 7 * 86_400_000)).sent).toBe(0);
    const [goal] = (await req('GET', '/api/goals', a.cookie)).json().goals;
    expect(goal.reminder).toMatchObject({ unsubscribed: true, lastSentOn: '2026-11-30' });
    expect(goal.id).toBe(id);
  });

  it('the in-app reminders: next send date in Lagos time, pause and resume, change, unsubscribe — and the job obeys', async () => {
    const a = await t.signUp();
    const id = (
      await req('POST', '/api/goals', a.cookie, {
        kind: 'save_up',
        name: 'School fees',
        targetAmount: 150_000_00,
        targetDate: '2027-09-01',
        reminder: { frequency: 'monthly', day: 14 },
      })
    ).json().id;
    const reminderOf = async () =>
      (await req('GET', '/api/goals', a.cookie)).json().goals.find((g: { id: string }) => g.id === id).reminder;
    const today = lagosDate(Date.now());
    const hour = new Date(Date.now() + 3_600_000).getUTCHours();
    let r = await reminderOf();
    expect(r).toMatchObject({ frequency: 'monthly', day: 14, unsubscribed: false, lastSentOn: null });
    expect(r.nextOn.slice(8)).toBe('14');
    expect(r.nextOn >= today).toBe(true);
    // Today only when today is the 14th in Lagos and the 08:00 send has not happened yet.
    expect(r.nextOn === today).toBe(today.endsWith('-14') && hour < 8);
    const mails = async () => (await t.outbox(a.email)).filter((m) => m.subject === 'Reminder: School fees').length;
    const dueDay = (iso: string) => Date.parse(`${iso}T07:30:00Z`); // 08:30 in Lagos

    // Paused from the app: no next date, nothing sent on its day; resumed: sent on its day.
    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { remindersPaused: true })).statusCode).toBe(200);
    r = await reminderOf();
    expect(r).toMatchObject({ unsubscribed: true, nextOn: null });
    await sendGoalReminders(t.ctx, dueDay('2026-12-14'));
    expect(await mails()).toBe(0);
    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { remindersPaused: false })).statusCode).toBe(200);
    expect((await reminderOf()).nextOn).not.toBeNull();
    await sendGoalReminders(t.ctx, dueDay('2026-12-14'));
    expect(await mails()).toBe(1);

    // Changed to weekly on Fridays: the next date is a Friday within the week.
    expect(
      (await req('PATCH', `/api/goals/${id}`, a.cookie, { reminder: { frequency: 'weekly', day: 5 } })).statusCode,
    ).toBe(200);
    r = await reminderOf();
    expect(isoWeekday(r.nextOn)).toBe(5);
    expect((Date.parse(r.nextOn) - Date.parse(today)) / 86_400_000).toBeLessThanOrEqual(7);
    // A paused goal sends none and shows no next date either.
    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { status: 'paused' })).statusCode).toBe(200);
    expect((await reminderOf()).nextOn).toBeNull();
    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { status: 'active' })).statusCode).toBe(200);

    // Unsubscribed from the app: the reminder is gone and no e-mail follows on its day.
    expect((await req('PATCH', `/api/goals/${id}`, a.cookie, { reminder: null })).statusCode).toBe(200);
    expect(await reminderOf()).toBeNull();
    await sendGoalReminders(t.ctx, dueDay('2026-12-18'));
    expect(await mails()).toBe(1);
    const none = await req('PATCH', `/api/goals/${id}`, a.cookie, { remindersPaused: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('This goal has no reminder to pause or resume.');
  });

  it('sends the monthly digest on the 1st only to people who want it, once', async () => {
    const wants = await t.signUp();
    const doesNot = await t.signUp();
    for (const p of [wants, doesNot]) await req('POST', '/api/goals', p.cookie, { kind: 'save_up', name: 'School fees', targetAmount: 200_000_00, targetDate: '2030-09-01' });
    const prefs = await req('PUT', '/api/account/notifications', doesNot.cookie, { analysisCompleted: true, paymentReceipts: true, monthlyDigest: false, productUpdates: false });
    expect(prefs.statusCode).toBe(200);
    const first = Date.parse('2026-12-01T08:00:00Z');
    await sendMonthlyDigests(t.ctx, first);
    await sendMonthlyDigests(t.ctx, first);
    const got = (await t.outbox(wants.email)).filter((m) => m.subject.startsWith('Your NairaLens digest'));
    expect(got.map((m) => m.subject)).toEqual(['Your NairaLens digest for November 2026']);
    expect(got[0]!.text).toContain('Goal “School fees”: 0% of ₦200,000');
    expect(got[0]!.text).toContain('Next step:');
    expect((await t.outbox(doesNot.email)).filter((m) => m.subject.startsWith('Your NairaLens digest'))).toEqual([]);

    // Its one-click link turns the preference off.
    const link = got[0]!.links.find((l) => l.includes('scope=monthly-digest'))!;
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).body).toContain('Monthly digest turned off');
    expect((await req('GET', '/api/account/notifications', wants.cookie)).json().preferences.monthlyDigest).toBe(false);
  });
});

describe('product updates', () => {
  it('e-mails an admin announcement only to people who turned product updates on, and only admins can publish', async () => {
    const admin = await t.signUp();
    // Admins use the admin API with two-factor sign-in on (makeAdmin sets the role and enables TOTP).
    await makeAdmin(t, admin);
    const wants = await t.signUp();
    const byDefault = await t.signUp(); // product updates are off by default
    await req('PUT', '/api/account/notifications', wants.cookie, { analysisCompleted: true, paymentReceipts: true, monthlyDigest: true, productUpdates: true });
    const announcement = { subject: 'New: goals and reminders', body: 'Set a goal and we track it from your statements.\n\nReminders come by e-mail.' };
    expect((await req('POST', '/api/admin/announcements', wants.cookie, announcement)).statusCode).toBe(403);
    expect((await req('POST', '/api/admin/announcements', admin.cookie, { subject: 'x', body: '' })).statusCode).toBe(400);
    expect((await req('POST', '/api/admin/announcements', admin.cookie, announcement)).statusCode).toBe(202);
    for (let i = 0; i < 100 && (await t.outbox(wants.email)).every((m) => m.subject !== announcement.subject); i++) await new Promise((r) => setTimeout(r, 200));
    const mail = (await t.outbox(wants.email)).find((m) => m.subject === announcement.subject)!;
    expect(mail.text).toContain('Reminders come by e-mail.');
    expect((await t.outbox(byDefault.email)).some((m) => m.subject === announcement.subject)).toBe(false);
    expect((await t.outbox(admin.email)).some((m) => m.subject === announcement.subject)).toBe(false);
    const listed = (await req('GET', '/api/admin/announcements', admin.cookie)).json().announcements;
    await expect.poll(async () => (await req('GET', '/api/admin/announcements', admin.cookie)).json().announcements[0].recipients).toBe(1);
    expect(listed[0].subject).toBe(announcement.subject);

    const link = mail.links.find((l) => l.includes('scope=product-updates'))!;
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).body).toContain('Product updates turned off');
    expect((await req('GET', '/api/account/notifications', wants.cookie)).json().preferences.productUpdates).toBe(false);
  });
});

describe('analyses list', () => {
  it('pages through more than five analyses, finds one by file name, and deletes one with its data', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 40);
    const f = await buildStatementFixture('gtbank-csv');
    const ids: string[] = [];
    for (const name of ['jan.csv', 'feb.csv', 'mar.csv', 'apr.csv', 'may.csv', 'june-salary.csv']) ids.push(await analyse(a.cookie, { fileName: name, bytes: f.bytes }));
    const page1 = (await req('GET', '/api/history/analyses?pageSize=4', a.cookie)).json();
    expect(page1.total).toBe(6);
    expect(page1.analyses.map((x: { fileName: string }) => x.fileName)).toEqual(['june-salary.csv', 'may.csv', 'apr.csv', 'mar.csv']);
    expect((await req('GET', '/api/history/analyses?pageSize=4&page=2', a.cookie)).json().analyses).toHaveLength(2);
    const found = (await req('GET', '/api/history/analyses?search=SALARY', a.cookie)).json();
    expect(found.analyses.map((x: { fileName: string }) => x.fileName)).toEqual(['june-salary.csv']);
    expect((await req('GET', '/api/history/analyses?search=%25', a.cookie)).json().total).toBe(0);
    expect((await req('GET', '/api/history/analyses?status=failed', a.cookie)).json().total).toBe(0);

    const other = await t.signUp();
    expect((await req('DELETE', `/api/history/analyses/${ids[0]}`, other.cookie)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/history/analyses/${ids[0]}`, a.cookie)).statusCode).toBe(204);
    expect((await req('GET', '/api/history/analyses', a.cookie)).json().total).toBe(5);
    const left = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM analysis_transactions WHERE analysis_id = $1', [ids[0]]);
    expect(left[0]!.n).toBe(0);
    expect((await req('GET', `/api/analyses/${ids[0]}`, a.cookie)).statusCode).toBe(404);

    // What changed: the newest analysis against the one before it (same statement: nothing moved).
    const changes = (await req('GET', `/api/history/analyses/${ids[5]}/changes`, a.cookie)).json();
    expect(changes.previous.id).toBe(ids[4]);
    expect(changes.changes).toEqual([]);
    // Another of the person's accounts is no "last time": its figures would read as income that rose or fell.
    const otherBank = await analyse(a.cookie, { fileName: 'uba.csv', bytes: (await buildStatementFixture('uba-csv')).bytes });
    expect((await req('GET', `/api/history/analyses/${otherBank}/changes`, a.cookie)).json()).toEqual({ previous: null, changes: [] });
  });
});

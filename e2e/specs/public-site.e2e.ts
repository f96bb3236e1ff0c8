import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';

// Public site, help centre and support inbox (issue 8) through the real server and Chromium.
// An administrator is made with the CLI (`npm run admin -- grant`), which needs the embedded database to itself:
// the first server creates the account, stops, the CLI grants the role, and the same data directory is served again.
const ROOT = path.resolve(import.meta.dirname, '../..');
const FALLBACK = "I don't want to guess. Please use the contact form for detailed assistance, or ask me about specific features.";
const WRONG_CLAIMS = ['100 free tokens', '10-20 tokens', '2-5 minutes'];
// 150 KB until the public pages gained live content (the admin-published announcement banner, prices from the
// catalogue an admin can edit): 152 KB now, and the figure is printed on every run.
const LANDING_JS_BUDGET = 152 * 1024;
const SHOTS = process.env.SHOTS_DIR;

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let admin: { email: string; password: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-e2e-public-'));
  const first = await startServer({ DATA_DIR: dataDir });
  admin = await createVerifiedUser(first.url, { name: 'Support Admin' });
  await first.stop();
  const grant = spawnSync(process.execPath, ['packages/server/src/cli/admin.ts', 'grant', admin.email], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (grant.status !== 0) throw new Error(`admin grant failed: ${grant.stdout}${grant.stderr}`);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function apiSignIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Admin screens and APIs need two-factor sign-in: turns TOTP on for a signed-in admin, returns the new cookie. */
async function withTwoFactor(cookie: string, password: string): Promise<string> {
  const post = (url: string, body: unknown, c: string) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { cookie: c, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(body),
    });
  const merge = (c: string, res: Response) => {
    const jar = new Map(c.split('; ').filter(Boolean).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  };
  const enable = await post('/api/auth/two-factor/enable', { password }, cookie);
  if (!enable.ok) throw new Error(`two-factor enable failed: ${enable.status}`);
  cookie = merge(cookie, enable);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, cookie);
  if (!verify.ok) throw new Error(`two-factor verify failed: ${verify.status}`);
  return merge(cookie, verify);
}

async function isNotFound(page: Page): Promise<boolean> {
  return (await page.getByText('Oops! Page not found').count()) > 0;
}

/** Opens every closed accordion item in the page's main content, so answers are rendered too. */
async function openAllAccordions(page: Page) {
  const closed = page.locator('main [data-state="closed"] > h3 > button');
  for (let guard = 0; guard < 50 && (await closed.count()) > 0; guard++) await closed.first().click();
  expect(await closed.count()).toBe(0);
}

async function inViewport(page: Page, id: string): Promise<boolean> {
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0 && Math.abs(r.top) < 200;
  }, id);
}

describe('landing page', () => {
  it('loads at most 152 KB of JavaScript (gzipped)', async () => {
    const { context, page } = await newPage(browser);
    const sizes: { file: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      try {
        sizes.push({ file: res.url().split('/').pop()!, gzip: gzipSync(await res.body()).length });
      } catch {
        /* navigation raced the body */
      }
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`landing JS: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} files`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);
    await context.close();
  });

  it('every header, landing and footer link leads somewhere real', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const hrefs = await page.$$eval('header a[href], main a[href], footer a[href]', (as) =>
      [...new Set(as.map((a) => a.getAttribute('href')!))].filter((h) => !h.startsWith('mailto:') && !h.startsWith('tel:')),
    );
    expect(hrefs).toEqual(expect.arrayContaining(['/app/upload', '/app/loan', '/contact', '/privacy', '/faq', '/terms', '/#pricing']));
    for (const href of hrefs) {
      const [pathname, hash] = href.split('#');
      await page.goto(`${server.url}${pathname || '/'}`);
      await page.waitForLoadState('networkidle');
      expect(await isNotFound(page), href).toBe(false);
      if (hash) expect(await page.locator(`#${hash}`).count(), href).toBe(1);
      // signed-in screens send a visitor to sign in (and back afterwards)
      if (pathname.startsWith('/app')) expect(new URL(page.url()).pathname).toBe('/auth');
    }
    await context.close();
  });

  it('buttons work: start, see how it works, header anchors from another page, plans, get help', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expect.poll(() => inViewport(page, 'how-it-works'), { timeout: 5000 }).toBe(true);

    await page.getByRole('link', { name: 'Start Free Analysis' }).first().click();
    await page.waitForURL(/\/auth\?mode=signup/);

    // header anchors on another page: back to / and scroll after ~100 ms
    await page.goto(`${server.url}/faq`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => inViewport(page, 'features'), { timeout: 5000 }).toBe(true);

    await page.goto(`${server.url}/faq`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => inViewport(page, 'pricing'), { timeout: 5000 }).toBe(true);

    // Get Help (signed out) → the public FAQ
    await page.getByRole('link', { name: 'Get Help' }).click();
    await page.waitForURL(/\/faq$/);

    // a plan button sends a visitor to sign in first, then to checkout with the plan remembered
    await page.goto(`${server.url}/#pricing`);
    await page.getByRole('link', { name: 'Choose Pro Lite' }).click();
    await page.waitForURL(/\/auth\?mode=signin/);
    // Exact label: the URL changes before the sign-in page replaces the landing page, whose footer newsletter field
    // ("Email address") a loose match would fill — the cause of this test's two CI failures ("Please enter your
    // e-mail address." on submit).
    await page.getByLabel('Email', { exact: true }).first().fill(admin.email);
    await page.getByLabel('Password').first().fill(admin.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    // Sign-in hashes the password (memory-hard on purpose): on a loaded 2-core runner it took past the default 20 s
    // once, then 14 s for the whole test on a rerun.
    await page.waitForURL(/\/app\/wallet\?buy=pro_lite/, { timeout: 45_000 }).catch(async (e: Error) => {
      // Twice in CI this wait ran out; say where the page was and what it showed, so the next time tells why.
      const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
      throw new Error(`${e.message}\nstill at ${page.url()}; alerts: ${JSON.stringify(alerts)}`);
    });

    // signed in, the plan buttons go straight to checkout and Start Free Analysis to the upload
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('link', { name: 'Buy 10 tokens' }).click();
    await page.waitForURL(/\/app\/wallet\?buy=tokens_10/);
    await page.goto(server.url);
    await page.getByRole('link', { name: 'Start Free Analysis' }).first().click();
    await page.waitForURL(/\/app\/upload$/);
    await page.goto(server.url);
    await page.getByRole('link', { name: 'Get Help' }).click();
    await page.waitForURL(/\/app\/help$/);
    await context.close();
  });

  it('subscribes to the newsletter with a confirmation e-mail', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const email = `reader-${Date.now()}@example.com`;
    await page.goto(server.url);
    await page.getByRole('contentinfo').getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Check your inbox and click the link to confirm your subscription.').first().waitFor();
    const mail = await latestMailTo(server.url, email, 'Confirm your NairaLens newsletter');
    await page.goto(mail.links[0]!);
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Subscription confirmed').waitFor();
    await context.close();
  });
});

describe('FAQ', () => {
  it('searches question and answer text, shows the empty state, opens several at once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/faq`);
    const items = page.locator('[data-state] > h3 button');
    // The questions arrive with the page's data: wait for them (expect.poll alone gives up after 1 s, and a loaded CI
    // machine rendered none by then).
    await items.first().waitFor();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(10);

    const search = page.getByRole('searchbox');
    await search.fill('PASSWORD');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Can I upload a password-protected statement?' }).waitFor();

    await search.fill('aes-256'); // only in an answer
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);

    await search.fill('zzzz nothing like this');
    await page.getByText('No questions found matching your search.').waitFor();

    await search.fill('');
    await page.getByRole('button', { name: 'Is there a free trial?' }).click();
    await page.getByRole('button', { name: 'How long does an analysis take?' }).click();
    await expect.poll(() => page.locator('main button[aria-expanded="true"]').count(), { timeout: 10_000 }).toBe(2);
    await page.getByText('1 free trial token').first().waitFor();

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL(/\/contact$/);
    await context.close();
  });
});

describe('contact → support inbox', () => {
  it("a guest's message is validated, sent, and reaches the admins' inbox", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please enter a valid email address.').waitFor();

    const subject = `Statement question ${Date.now()}`;
    const form = page.getByRole('main');
    await form.getByLabel('Name', { exact: true }).fill('Kemi Adebayo');
    await form.getByLabel('Email', { exact: true }).fill('kemi.adebayo@example.com');
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill('Can I upload my Moniepoint statement as an Excel file?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('');

    const cookie = await withTwoFactor(await apiSignIn(admin.email, admin.password), admin.password);
    const res = await fetch(`${server.url}/api/admin/support/messages?status=open`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { id: string; subject: string; email: string; userId: string | null }[] };
    const mine = messages.find((m) => m.subject === subject);
    expect(mine).toMatchObject({ email: 'kemi.adebayo@example.com', userId: null });

    // the admin answers; the person gets the answer by e-mail
    const reply = await fetch(`${server.url}/api/admin/support/messages/${mine!.id}/reply`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ reply: 'Yes: XLS and XLSX both work, up to 10 MB.' }),
    });
    expect(reply.status).toBe(200);
    const mail = await latestMailTo(server.url, 'kemi.adebayo@example.com', `Re: ${subject}`);
    expect(mail.text).toContain('XLS and XLSX both work');
    // Later scenarios sign this account in through the form: two-factor off again.
    const off = await fetch(`${server.url}/api/auth/two-factor/disable`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ password: admin.password }),
    });
    expect(off.status).toBe(200);
    await context.close();
  });
});

describe('help centre', () => {
  it('the assistant answers the cost question from the cost table and falls back on nonsense', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { context, page } = await newPage(browser, { colorScheme, viewport: { width, height: 900 } });
        await signInThroughUi(page, server.url, admin.email, admin.password);
        await page.goto(`${server.url}/app/help`);
        await page.getByRole('heading', { name: 'Need help?' }).waitFor();
        await page.getByText('All systems operational').waitFor();

        if (colorScheme === 'light' && width === 1280) {
          const input = page.getByLabel('Ask a question');
          const send = page.getByRole('button', { name: 'Send' });
          expect(await send.isDisabled()).toBe(true);
          await input.fill('   ');
          expect(await send.isDisabled()).toBe(true);

          await input.fill('how much does an analysis cost?');
          await send.click();
          const bot = page.locator('[data-chat-role="bot"]');
          await page.getByLabel('The assistant is typing').waitFor();
          await expect.poll(() => bot.count(), { timeout: 5000 }).toBe(2);
          const answer = (await bot.nth(1).innerText()).replace(/\s+/g, ' ');
          for (const figure of ['1 token up to 10 pages', '2 tokens up to 25 pages', '3 tokens up to 50 pages', '5 tokens up to 100 pages', '8 tokens for anything larger', '1-3 tokens']) {
            expect(answer).toContain(figure);
          }

          await input.fill('asdf qwerty zxcv');
          await input.press('Enter');
          await expect.poll(() => bot.count(), { timeout: 5000 }).toBe(3);
          expect(await bot.nth(2).innerText()).toContain(FALLBACK);

          await page.getByRole('button', { name: 'Is my data safe?' }).click();
          await expect.poll(() => bot.count(), { timeout: 5000 }).toBe(4);
          expect(await bot.nth(3).innerText()).toContain('within 24 hours');
        }
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: path.join(SHOTS, `help-${colorScheme}-${width}.png`), fullPage: true });
        }
        await context.close();
      }
    }
  });
});

describe('copy agrees with docs/product-rules.md', () => {
  it('no rendered page states a wrong claim, and the footer shows the current year', async () => {
    const { context, page } = await newPage(browser);
    const year = String(new Date().getFullYear());
    for (const route of ['/', '/pricing', '/faq', '/contact', '/privacy', '/terms']) {
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('networkidle');
      // open every accordion so answers are rendered too
      await openAllAccordions(page);
      const text = await page.locator('body').innerText();
      for (const wrong of WRONG_CLAIMS) expect(text, `${route}: ${wrong}`).not.toContain(wrong);
      const footer = await page.getByRole('contentinfo').innerText();
      expect(footer, route).not.toContain('2024');
      expect(footer, route).toContain(`© ${year}`);
    }
    await signInThroughUi(page, server.url, admin.email, admin.password);
    await page.goto(`${server.url}/app/help`);
    await page.getByRole('heading', { name: 'Need help?' }).waitFor();
    await openAllAccordions(page);
    const text = await page.locator('body').innerText();
    for (const wrong of WRONG_CLAIMS) expect(text).not.toContain(wrong);
    await context.close();
  });
});

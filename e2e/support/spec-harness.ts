import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

/** What a spec drives: set in its beforeAll, so read `server` and `browser` inside tests and hooks only. */
export type Running = { server: RunningServer; browser: Browser };

/**
 * The real server and headless Chromium for one spec file, started before its tests and stopped after them (after
 * hooks the spec registered earlier, such as dropping its database, run later). `env` gives the server's extra
 * variables when the hook runs, or null to start neither (the spec then skips what needs them). When a test failed,
 * the server's last log lines are printed.
 */
export function useServerAndBrowser(env: () => Record<string, string> | null = () => ({})): Running {
  const running = {} as Partial<Running>;
  let failed = false;
  beforeAll(async () => {
    const vars = env();
    if (!vars) return;
    running.server = await startServer(vars);
    running.browser = await launchBrowser();
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') failed = true;
  });
  afterAll(async () => {
    if (failed && running.server) console.log(running.server.logs.join('').slice(-6000));
    await running.browser?.close();
    await running.server?.stop();
  });
  return running as Running;
}

/** A full-page screenshot into SCREENSHOT_DIR, when it is set (the pages are looked at, not compared). */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

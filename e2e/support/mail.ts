import type { DevOutbox } from '@nairalens/core/api/dev-outbox.ts';

/** Reads the dev outbox of a running server (the e2e server has no SMTP configured). */
export async function latestMailTo(baseUrl: string, to: string, subjectIncludes?: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/outbox`);
    const { messages } = (await res.json()) as DevOutbox;
    const hit = messages.find((m) => m.to === to && (!subjectIncludes || m.subject.includes(subjectIncludes)));
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subjectIncludes ?? 'any subject'})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs a user up and verifies them through the API (for specs whose subject is not sign-up itself). */
export async function createVerifiedUser(
  baseUrl: string,
  opts: { email?: string; password?: string; name?: string; extra?: Record<string, unknown> } = {},
) {
  const email = opts.email ?? `e2e-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = opts.password ?? 'Plantain-Chips-77';
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      password,
      name: opts.name ?? 'Tolu Adeyemi',
      callbackURL: '/auth-verified',
      ...opts.extra,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await latestMailTo(baseUrl, email, 'Confirm');
  const verify = await fetch(mail.links[0], { redirect: 'manual' });
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  return { email, password };
}

/** Signs in through the UI. */
export async function signInThroughUi(
  page: import('playwright-core').Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/auth?mode=signin`);
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/(app|onboarding|dashboard)/);
}

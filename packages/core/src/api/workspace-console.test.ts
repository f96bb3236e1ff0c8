import { describe, expect, it } from 'vitest';
import { apiKeyInputSchema, clientNoteSchema, teamInviteSchema, webhookInputSchema } from './workspace-console.ts';

describe('workspace console request schemas', () => {
  it('calls an unnamed API key "API key" and makes it an analyst key', () => {
    expect(apiKeyInputSchema.parse({})).toEqual({ name: 'API key', role: 'analyst' });
    expect(apiKeyInputSchema.parse({ name: '  ', role: 'viewer' })).toEqual({ name: 'API key', role: 'viewer' });
    expect(apiKeyInputSchema.parse({ name: ' Loan system ' }).name).toBe('Loan system');
    expect(apiKeyInputSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });

  it('needs a webhook address of at most 500 characters', () => {
    expect(webhookInputSchema.safeParse({ url: ' ' }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ url: `https://x.ng/${'a'.repeat(500)}` }).success).toBe(false);
    expect(webhookInputSchema.parse({ url: ' https://x.ng/hook ' }).url).toBe('https://x.ng/hook');
  });

  it('invites by a valid e-mail to a role other than owner', () => {
    const bad = teamInviteSchema.safeParse({ email: 'emeka', role: 'analyst' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('Enter a valid e-mail address.');
    expect(teamInviteSchema.safeParse({ email: 'emeka@example.com', role: 'owner' }).success).toBe(false);
    expect(teamInviteSchema.parse({ email: ' emeka@example.com ', role: 'viewer' }).email).toBe('emeka@example.com');
  });

  it('refuses an empty note', () => {
    const empty = clientNoteSchema.safeParse({ body: '   ' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('Write a note first.');
  });
});

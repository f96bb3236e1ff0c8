import { describe, expect, it } from 'vitest';
import { emailSchema } from './credentials.ts';
import { EMAIL_INVALID_MESSAGE, isEmail } from './email-rule.ts';

describe('the shared e-mail rule', () => {
  const good = ['ada@example.com', '  tunde.b+news@mail.co.ng  ', `${'a'.repeat(240)}@example.com`];
  const bad = [
    '',
    'ada',
    'ada@example',
    'ada @example.com',
    'ada@example.c',
    '@example.com',
    `${'a'.repeat(250)}@example.com`,
  ];
  it('gives the browser check and the server schema the same answer', () => {
    for (const v of good) {
      expect(isEmail(v)).toBe(true);
      expect(emailSchema.safeParse(v).success).toBe(true);
    }
    for (const v of bad) {
      expect(isEmail(v)).toBe(false);
      const r = emailSchema.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
    }
  });
  it('trims what it keeps', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
  });
});

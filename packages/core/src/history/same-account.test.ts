import { describe, expect, it } from 'vitest';
import { sameAccount, type AccountFacts } from './same-account.ts';

const acct = (bank: AccountFacts['bank'], accountNumber: string | null, accountName: string | null = 'ADAEZE OKAFOR'): AccountFacts => ({ bank, accountNumber, accountName });

describe('same account, for "what changed since last time"', () => {
  it('matches the same bank and number, printed plainly or masked', () => {
    expect(sameAccount(acct('gtbank', '0123456789'), acct('gtbank', '0123456789'))).toBe(true);
    expect(sameAccount(acct('gtbank', '0123456789'), acct('gtbank', '01******89'))).toBe(true);
    expect(sameAccount(acct('gtbank', '******6789'), acct('gtbank', '012-345-6789'))).toBe(true);
  });
  it("never compares a person's two banks or two numbers", () => {
    expect(sameAccount(acct('gtbank', '0123456789'), acct('renmoney', '0123456789'))).toBe(false);
    expect(sameAccount(acct('gtbank', '0123456789'), acct('gtbank', '0123456788'))).toBe(false);
    expect(sameAccount(acct('gtbank', '01******89'), acct('gtbank', '0123456788'))).toBe(false);
    expect(sameAccount(acct('gtbank', '01******89'), acct('gtbank', '02******89'))).toBe(false);
  });
  it('falls back on the holder\'s name at the same bank when a number is missing, and on nothing else', () => {
    expect(sameAccount(acct('kuda', null, 'Okafor Adaeze'), acct('kuda', '2001234567', 'ADAEZE OKAFOR'))).toBe(true);
    expect(sameAccount(acct('kuda', null, 'TUNDE BELLO'), acct('kuda', null, 'ADAEZE OKAFOR'))).toBe(false);
    expect(sameAccount(acct(null, null), acct(null, null))).toBe(false);
    expect(sameAccount(acct('kuda', null, null), acct('kuda', null, null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  normaliseReferralCode,
  referralCode,
  referralLink,
  referralPrefix,
  referralRewardDue,
  referralStatusLabel,
} from './referral.ts';

describe('referral codes', () => {
  it('use the e-mail prefix and a random suffix', () => {
    const code = referralCode('Ada.Obi+wallet@mail.ng', new Uint8Array([0, 1, 2, 3, 30]));
    expect(code).toBe('adaobi-abcd9');
    expect(referralPrefix('___@x.ng')).toBe('friend');
    expect(referralPrefix('averyveryverylongname@x.ng')).toBe('averyveryver');
  });

  it('always produce a code that normalises to itself', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.uint8Array({ minLength: 5, maxLength: 5 }), (email, bytes) => {
        const code = referralCode(email, bytes);
        expect(normaliseReferralCode(code)).toBe(code);
        expect(normaliseReferralCode(`  ${code.toUpperCase()} `)).toBe(code);
      }),
    );
  });

  it('differ with the randomness', () => {
    expect(referralCode('ada@x.ng', new Uint8Array([1, 2, 3, 4, 5]))).not.toBe(
      referralCode('ada@x.ng', new Uint8Array([5, 4, 3, 2, 1])),
    );
    expect(() => referralCode('ada@x.ng', new Uint8Array(2))).toThrow(RangeError);
  });

  it('rejects junk', () => {
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode('ada-0000l')).toBeNull();
    expect(normaliseReferralCode("ada-abcde'; drop")).toBeNull();
  });

  it('builds the sign-up link', () => {
    expect(referralLink('https://nairalens.ng/', 'ada-abcde')).toBe(
      'https://nairalens.ng/auth?mode=signup&ref=ada-abcde',
    );
  });

  it('labels statuses and caps rewards at 5', () => {
    expect(referralStatusLabel('signed_up')).toBe('Pending');
    expect(referralStatusLabel('qualified')).toBe('1 Token Earned');
    expect(referralRewardDue('signed_up', 4)).toBe(true);
    expect(referralRewardDue('signed_up', 5)).toBe(false);
    expect(referralRewardDue('qualified', 0)).toBe(false);
  });
});

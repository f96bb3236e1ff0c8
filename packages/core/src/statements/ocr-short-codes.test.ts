import { describe, expect, it } from 'vitest';
import { repairShortCodes } from './ocr-short-codes.ts';

describe('repairShortCodes', () => {
  it('reads a Q in a short code as the 9 of a published code', () => {
    expect(repairShortCodes('*Q19*DATA 9MOBILE 10GB 09092476946')).toBe('*919*DATA 9MOBILE 10GB 09092476946');
  });

  it('puts back letters that stand for one digit only', () => {
    expect(repairShortCodes('USSD TRF *9O1# ADA OBI')).toBe('USSD TRF *901# ADA OBI');
    expect(repairShortCodes('VIA *8S4#')).toBe('VIA *854#');
  });

  it('leaves codes read right, words between stars and unprovable readings alone', () => {
    expect(repairShortCodes('*737* TRF')).toBe('*737* TRF');
    expect(repairShortCodes('UBER *TRIP KVFT')).toBe('UBER *TRIP KVFT');
    expect(repairShortCodes('CARD 5399****5709')).toBe('CARD 5399****5709');
    // A Q that could be a 0 or a 9 in a code nobody publishes either way.
    expect(repairShortCodes('*Q12#')).toBe('*Q12#');
  });
});

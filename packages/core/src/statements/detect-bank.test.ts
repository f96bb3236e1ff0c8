import { describe, expect, it } from 'vitest';
import { detectBank } from './detect-bank.ts';

describe('detectBank', () => {
  it('uses the header first, then the file name, then the layout', () => {
    expect(detectBank(['Guaranty Trust Bank Ltd', 'Account Name: ADA'], undefined, null)).toBe('gtbank');
    expect(detectBank(['Account Name: ADA'], 'kuda-statement.pdf', null)).toBe('kuda');
    expect(detectBank(['Account Name: ADA'], 'x.pdf', 'opay')).toBe('opay');
    expect(detectBank(['Lagos Cooperative Microfinance Bank'], undefined, null)).toBe('other');
    expect(detectBank([], undefined, null)).toBeNull();
  });
});

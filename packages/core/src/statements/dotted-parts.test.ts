import { describe, expect, it } from 'vitest';
import { addresseeName } from './addressee-name.ts';
import { dottedNumbersBare, productNumber } from './dotted-parts.ts';
import { readStatementInfo } from './read-statement-info.ts';

describe('a dotted header line', () => {
  it("reads the number after its product's name, never another number's", () => {
    expect(productNumber('ALAT Savings 0239517864')).toBe('0239517864');
    expect(productNumber('Gold Account 01******89')).toBe('01******89');
    expect(productNumber('Customer ID 2041187735')).toBeNull();
    expect(productNumber('Ref 3309912845')).toBeNull();
    expect(productNumber('Account No 0239517864')).toBeNull();
    expect(productNumber('0239517864')).toBeNull();
    expect(dottedNumbersBare('ADA OBI · ALAT Savings 0239517864 · 01 Nov 2025 – 31 Dec 2025')).toBe(
      'ADA OBI · 0239517864 · 01 Nov 2025 – 31 Dec 2025',
    );
    // Without a middle dot or a bar between parts the line is no dotted line.
    expect(dottedNumbersBare('ALAT Savings 0239517864')).toBe('ALAT Savings 0239517864');
  });

  it("gives the holder's name and the masked number, a product's name before the number, in either order", () => {
    // Set 54's ALAT history printed from a browser: the name, the product with the number, the period.
    const header = [
      'ALAT  Dashboard Accounts  Transfers  Savings Goals  Cards  Log out',
      'Transaction History',
      'ABIMBOLA OLAMIDE COKER · ALAT Savings 0239517864 · 01 Nov 2025 – 31 Dec 2025',
      'Opening balance: ₦184,520.90',
    ];
    const info = readStatementInfo(header, header);
    expect([info.accountName, info.accountNumber]).toEqual(['ABIMBOLA OLAMIDE COKER', '******7864']);
    const reversed = readStatementInfo(['Transaction History', 'Gold Savings 2047731958 · FATIMA BELLO'], []);
    expect([reversed.accountName, reversed.accountNumber]).toEqual(['FATIMA BELLO', '******1958']);
    const bareFirst = readStatementInfo(['Transaction History', '2047731958 · FATIMA BELLO'], []);
    expect([bareFirst.accountName, bareFirst.accountNumber]).toEqual(['FATIMA BELLO', '******1958']);
    // Another number's label before the digits: no account number, and no name beside it.
    const other = readStatementInfo(['Transaction History', 'FATIMA BELLO · Customer ID 2047731958'], []);
    expect([other.accountName, other.accountNumber]).toEqual([null, null]);
  });

  it('takes the name beside a period whose dates spell the month, or right after the labelled number', () => {
    expect(addresseeName(['ABIMBOLA OLAMIDE COKER · 01 Nov 2025 – 31 Dec 2025'])).toBe('ABIMBOLA OLAMIDE COKER');
    expect(addresseeName(['Nov 1, 2025 - Dec 31, 2025 | Musa Bello Danladi'])).toBe('Musa Bello Danladi');
    expect(addresseeName(['Account number 7023418956 · Nnamdi Chisom Ekwueme'])).toBe('Nnamdi Chisom Ekwueme');
    // A label's value after the number is no name, nor a bank's name.
    expect(addresseeName(['Account number 9023417781 · Currency NGN'])).toBeNull();
    expect(addresseeName(['Account number 9023417781 · Tier Three'])).toBeNull();
    expect(addresseeName(['Account number 7023418956 · Carbon Microfinance Bank'])).toBeNull();
  });
});

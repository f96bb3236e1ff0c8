import { describe, expect, it } from 'vitest';
import { addresseeName } from './addressee-name.ts';

describe('addresseeName', () => {
  it('takes the unlabelled name printed above a postal address', () => {
    expect(
      addresseeName([
        'Stanbic IBTC Bank  Account Statement',
        'FUNMILAYO GRACE ADEWUMI',
        'Plot 12 Admiralty Way, Lekki Phase 1',
        'Lagos, Nigeria',
      ]),
    ).toBe('FUNMILAYO GRACE ADEWUMI');
    expect(addresseeName(['Ada Okafor', '14 Broad Street', 'Lagos'])).toBe('Ada Okafor');
  });
  it('takes the name run into the first line of the address, where a photo drew the two lines together', () => {
    const header = [
      'STATEMENT OF ACCOUNT',
      'TUNDE OLUWASEUN AKINTOLA 22 Bode Thomas Street, Surulere, Lagos  01/06/2025 - 31/08/2025',
    ];
    expect(addresseeName(header)).toBe('TUNDE OLUWASEUN AKINTOLA');
    // A date after capitals is no address.
    expect(addresseeName(['DATE OF ISSUE 12 Nov 2025', 'PRINTED BY 3 Tellers Row'])).toBeNull();
  });
  it('takes the unlabelled name printed right above the bare account number', () => {
    expect(addresseeName(['Account Statement', 'Halima Zainab Abubakar', '2043598817'])).toBe('Halima Zainab Abubakar');
    expect(addresseeName(['Halima Zainab Abubakar', '08031234567'])).toBeNull();
  });
  it('takes the name from the first cell when a block beside the address shares its lines', () => {
    expect(
      addresseeName([
        'CHIAMAKA OGECHI EZE    Account Number:  2049817733',
        'FLAT 3, BLOCK 12, FESTAC TOWN    Period:  01-FEB-2025 to 28-FEB-2025',
      ]),
    ).toBe('CHIAMAKA OGECHI EZE');
    // The first cell must still be a name over an address.
    expect(
      addresseeName(['Account Number:  2049817733    CHIAMAKA OGECHI EZE', 'Currency:  NGN    FLAT 3, BLOCK 12']),
    ).toBeNull();
  });
  it('takes the unlabelled name at the start of the line that gives the account number', () => {
    expect(
      addresseeName([
        'Statement of Account',
        'PREYE TAMUNOIBI ALAGOA Account No: 6150983327 Period: 01-Mar-2025 to 31-Mar-2025',
      ]),
    ).toBe('PREYE TAMUNOIBI ALAGOA');
    expect(
      addresseeName(['OPay', 'Chiamaka Blessing Okafor  Account Number 8143920671  Period 01 Sep 2025 - 30 Sep 2025']),
    ).toBe('Chiamaka Blessing Okafor');
    // A title or a bank before the label is no name; nor is a name after it.
    expect(addresseeName(['Fidelity Bank Account No: 6150983327'])).toBeNull();
    expect(addresseeName(['Current Account Number 6150983327'])).toBeNull();
    expect(addresseeName(['Account No: 6150983327 PREYE TAMUNOIBI ALAGOA'])).toBeNull();
  });

  it('takes nothing without an address under it, nor a title or a bank', () => {
    expect(addresseeName(['ADA OKAFOR', 'Currency  NGN'])).toBeNull();
    expect(addresseeName(['CUSTOMER ACCOUNT STATEMENT', '12 Broad Street, Lagos'])).toBeNull();
    expect(addresseeName(['Zenith Bank', 'Plot 84 Ajose Adeogun Street'])).toBeNull();
    expect(addresseeName(['Head Office', '35 Marina, Lagos'])).toBeNull();
  });
  it('takes a name printed right above its labelled account number in a block at the right', () => {
    expect(
      addresseeName([
        'kuda.  EBUKA SAMUEL ORJI',
        'Account Number: 2048731956',
        'The Money App for Africans  Statement period: Dec 01, 2025 - Dec 31, 2025',
      ]),
    ).toBe('EBUKA SAMUEL ORJI');
    expect(addresseeName(['kuda.  Account Statement', 'Account Number: 2048731956'])).toBeNull();
  });
  it("takes the name on the wordmark's line, never the wordmark ('ProvidusBank')", () => {
    const header = [
      'Account Statement',
      'ProvidusBank  TOMIWA FOLASADE ADESANYA',
      'Plot 724, Adetokunbo Ademola Street, Victoria Island, Lagos',
    ];
    expect(addresseeName(header)).toBe('TOMIWA FOLASADE ADESANYA');
    expect(addresseeName(['Ecobank  Account Statement', 'Plot 21 Ahmadu Bello Way'])).toBeNull();
  });
  it('takes the name over a line that gives the labelled account number among other words (a savings app)', () => {
    expect(
      addresseeName([
        'piggyvest  PiggyVest · PiggyTech Global Ltd',
        'Flex Naira Statement',
        'Blessing Nwachukwu Eze',
        'Flex Naira account number: 9934027156 (Providus Bank)',
      ]),
    ).toBe('Blessing Nwachukwu Eze');
    // An app's header: the holder over the account's kind and number.
    expect(addresseeName(['Transaction History', 'ADAEZE CHIOMA NWOSU', 'Savings Account · 0158264937'])).toBe(
      'ADAEZE CHIOMA NWOSU',
    );
    // A title over it is no name.
    expect(addresseeName(['Flex Naira Statement', 'Flex Naira account number: 9934027156'])).toBeNull();
  });
  it('takes the name set in parts with middle dots beside the period or the account number', () => {
    expect(
      addresseeName([
        'Ecobank Nigeria Limited · Account Statement · 5020123456',
        'Ecobank  HALIMA ZAINAB LAWAL · 01/06/2025 - 31/07/2025',
      ]),
    ).toBe('HALIMA ZAINAB LAWAL');
    expect(addresseeName(['Musa Bello | 0123456789'])).toBe('Musa Bello');
    // The number with its label as a part of its own, an app's strip under its title: the bank's part is no name.
    expect(
      addresseeName([
        'Account Statement',
        'Nnamdi Chisom Ekwueme · Account number 7023418956 · Carbon Microfinance Bank',
      ]),
    ).toBe('Nnamdi Chisom Ekwueme');
    expect(addresseeName(['Carbon Microfinance Bank · Account number 7023418956'])).toBeNull();
    // A label's value after the number is no name.
    expect(addresseeName(['Account number 9023417781 · Currency NGN'])).toBeNull();
    // A bank's and a document's names in parts are no person's.
    expect(addresseeName(['Ecobank Nigeria Limited · Account Statement · 5020123456'])).toBeNull();
    expect(addresseeName(['Zenith Bank · Customer Copy · 1 Jan 2025 - 31 Jan 2025'])).toBeNull();
  });
  it("takes the name set right of an app's wordmark, over its labelled account number, without the wordmark", () => {
    expect(
      addresseeName([
        'PalmPay                        ADEOLA FOLASHADE OGUNBIYI',
        '                     Account No: 8142937755',
      ]),
    ).toBe('ADEOLA FOLASHADE OGUNBIYI');
    // "Account:" alone labels the number too (FairMoney).
    expect(
      addresseeName([
        'FairMoney                  Chiamaka Blessing Nwachukwu',
        '                         Account: 6602118457',
      ]),
    ).toBe('Chiamaka Blessing Nwachukwu');
  });
  it('takes the name right of a wordmark with a title under it and the labelled number on the line after', () => {
    expect(
      addresseeName([
        'paga                     FUNMILAYO GRACE ADEYEMI',
        'Transaction History',
        'Wallet account number: 30******71  |  Period: 1 July 2025 to 31 July 2025',
      ]),
    ).toBe('FUNMILAYO GRACE ADEYEMI');
    // A title at the right is no name.
    expect(
      addresseeName(['paga                     Transaction History', 'Lagos', 'Wallet account number: 30******71']),
    ).toBeNull();
  });
  it('takes the name under an account number printed alone, past the balances beside it and the code after a dot', () => {
    expect(
      addresseeName([
        '2240381597',
        'NGN 1,094,337.02',
        'NGN 1,094,337.02',
        'MUSA BELLO DANLADI · ECO SAVINGS · NGN  as at 02 Oct 2025',
      ]),
    ).toBe('MUSA BELLO DANLADI');
    expect(addresseeName(['2240381597', 'SAVINGS ACCOUNT · NGN'])).toBeNull();
  });
  it("takes the name a letter's greeting gives, where nothing else names the holder, and never a customer", () => {
    expect(
      addresseeName(['Customer Account Statement', 'Dear CHIOMA ADANNA EZE,', 'Please find below your statement']),
    ).toBe('CHIOMA ADANNA EZE');
    expect(addresseeName(['Dear Mrs. Halima Sani Bello,'])).toBe('Halima Sani Bello');
    expect(addresseeName(['Dear Valued Customer,', 'Please find attached'])).toBeNull();
    // A name beside its address wins over the greeting of a covering letter.
    expect(addresseeName(['BASHIR ALIYU GARBA', 'Plot 4 Ahmadu Bello Way, Kaduna', 'Dear Sir/Madam,'])).toBe(
      'BASHIR ALIYU GARBA',
    );
  });
});

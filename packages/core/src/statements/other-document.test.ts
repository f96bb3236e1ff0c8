import { describe, expect, it } from 'vitest';
import { otherDocument } from './other-document.ts';

describe('otherDocument', () => {
  it('tells a credit bureau report by its bureau and its title', () => {
    const crc = [
      'CONFIDENTIAL - For the use of the subject only',
      'CRC CREDIT BUREAU LIMITED',
      'CONSUMER PREMIUM REPORT',
      'Report Date 14-SEP-2025',
    ];
    expect(otherDocument(crc)).toBe('credit-report');
    expect(otherDocument(['FirstCentral Credit Bureau', 'Consumer Credit Report', 'BVN 22212345678'])).toBe(
      'credit-report',
    );
  });

  it('tells an offer letter and a loan agreement by their title and their terms', () => {
    const offer = [
      'PALMGROVE FINANCE COMPANY LIMITED',
      '14th April, 2026',
      'LETTER OF OFFER: ASSET FINANCE FACILITY',
      'PRICING: Interest on the facility shall be 30% per annum',
      'TENOR: The facility shall be repaid over eighteen (18) months.',
    ];
    expect(otherDocument(offer)).toBe('loan-contract');
    const coop = [
      "HARVEST FARMERS' MULTIPURPOSE COOPERATIVE SOCIETY LTD",
      "AGREEMENT FOR A MEMBER'S INPUT LOAN",
      'The loan carries interest at two per cent',
      'repaid in ten (10) equal monthly instalments',
    ];
    expect(otherDocument(coop)).toBe('loan-contract');
  });

  it('leaves a statement that names a bureau or a loan in its rows, or is a loan account’s statement', () => {
    const statement = [
      'GUARANTY TRUST BANK',
      'STATEMENT OF ACCOUNT',
      'Account Name ADA OKAFOR',
      '02-Jun-25 CRC CREDIT BUREAU REPORT FEE 1,075.00',
      '03-Jun-25 LOAN AGREEMENT FEE interest repayment',
    ];
    expect(otherDocument(statement)).toBeNull();
    const loanAccount = [
      'RENMONEY MFB',
      'Loan Account Statement',
      'Loan agreement no. RM-2291',
      'Tenor 6 months',
      'Interest 4.5% monthly',
    ];
    expect(otherDocument(loanAccount)).toBeNull();
  });

  it('needs a contract’s terms, not only a title that mentions one', () => {
    expect(
      otherDocument(['ACME MFB', 'Loan agreement signed copy enclosed', 'Thank you for banking with us']),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isTransactionReceipt } from './transaction-receipt.ts';

const ACCESS_RECEIPT = [
  'Access Bank   TRANSACTION RECEIPT',
  'Transaction Details',
  'Transaction Date   22-Sep-2025 11:08:54',
  'Session ID   000015250922110800777908210227',
  'Beneficiary Name   SULE MUSA IBRAHIM',
  'Amount   NGN 150,000.00',
];
const APP_RECEIPT = ['Transfer Successful', '₦25,000.00', 'Recipient  CHIOMA OKAFOR', 'Session ID 0000152509', 'Share Receipt'];

describe('isTransactionReceipt', () => {
  it('tells a bank’s receipt PDF and an app’s success screen, read as one row or none', () => {
    expect(isTransactionReceipt(ACCESS_RECEIPT, [{ balance: null }], 1)).toBe(true);
    expect(isTransactionReceipt(APP_RECEIPT, [], 1)).toBe(true);
  });
  it('tells receipts joined one a page', () => {
    expect(isTransactionReceipt(ACCESS_RECEIPT, [{ balance: null }, { balance: null }, { balance: null }], 3)).toBe(true);
  });
  it('reads a list of transactions as a statement even when its text says receipt', () => {
    // An app's history of receipt cards: fourteen transactions on one screen.
    expect(isTransactionReceipt(APP_RECEIPT, Array.from({ length: 14 }, () => ({ balance: null })), 1)).toBe(false);
    // A one-transaction statement prints its balance.
    expect(isTransactionReceipt(ACCESS_RECEIPT, [{ balance: 1_000_00 }], 1)).toBe(false);
  });
  it('needs both a receipt’s title and a labelled party', () => {
    expect(isTransactionReceipt(['TRANSACTION RECEIPT', 'Amount 5,000.00'], [{ balance: null }], 1)).toBe(false);
    expect(isTransactionReceipt(['Beneficiary  ADA OKAFOR', 'Amount 5,000.00'], [{ balance: null }], 1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { headerRole, isHeaderRoles, KNOWN_LAYOUTS, matchKnownLayout, nearestHeaderWord, normaliseHeader } from './column-dictionary.ts';

describe('column dictionary', () => {
  it('maps every known layout header to a role', () => {
    for (const l of KNOWN_LAYOUTS) for (const h of l.headers) expect(headerRole(h), `${l.id}: ${h}`).not.toBeNull();
  });
  it('normalises currency marks and punctuation', () => {
    expect(normaliseHeader('Debit/Credit(₦)')).toBe('debit/credit');
    expect(headerRole('Debit (NGN)')).toBe('debit');
    expect(headerRole('Balance After(₦)')).toBe('balance');
    expect(headerRole('Trans. Time')).toBe('date');
    expect(headerRole('Money In')).toBe('credit');
    expect(headerRole('Pay Out')).toBe('debit');
    expect(headerRole('Lodgements')).toBe('credit');
    expect(headerRole('Running Total')).toBeNull();
    // A fintech's "Transaction" column holds what the transaction was ("Bill Payment"), beside its Counterparty.
    expect(headerRole('Transaction')).toBe('description');
    expect(headerRole('Transaction Type')).toBe('drcr');
    // The other party, under the names app statements give it.
    expect(headerRole('Beneficiary/Sender')).toBe('counterparty');
    expect(headerRole('Sender/Recipient')).toBe('counterparty');
    // A core-banking line printer abbreviates its dates.
    expect(headerRole('BOOK DT')).toBe('date');
    expect(headerRole('TXN DT')).toBe('date');
    expect(headerRole('VAL DT')).toBe('valueDate');
    // Field names of an export, in camel case.
    expect(headerRole('TransactionTime')).toBe('date');
    expect(headerRole('SessionID')).toBe('reference');
    // An app's narrow columns say only "In" and "Out".
    expect(headerRole('Out')).toBe('debit');
    expect(headerRole('In')).toBe('credit');
  });
  it("keeps a payment abroad's own currency, amount and rate out of the money, and charges VAT with the fee", () => {
    // Set 30's First Bank print: "FCY  FCY Amount  Rate  Withdrawals (NGN)  Lodgements (NGN)  Balance (NGN)".
    for (const h of ['FCY', 'FCY Amount', 'Rate', 'Exchange Rate', 'Original Amount', 'Currency']) expect(headerRole(h), h).toBe('ignore');
    expect(headerRole('VAT')).toBe('fee');
    expect(headerRole('Fee')).toBe('fee');
  });
  it('needs a date and money to call a row a header', () => {
    expect(isHeaderRoles(['date', 'description', 'debit'])).toBe(true);
    expect(isHeaderRoles(['description', 'debit', 'balance'])).toBe(false);
  });
  it('tells layouts apart by exact spelling', () => {
    expect(matchKnownLayout(['TXN DATE', 'VAL DATE', 'REMARKS', 'DEBIT', 'CREDIT', 'BALANCE'])?.id).toBe('providus');
    expect(matchKnownLayout(['Txn Date', 'Val Date', 'Remarks', 'Debit', 'Credit', 'Balance'])?.id).toBe('fcmb');
  });
  it('reads the naira sign in a heading as OCR prints it, and heading words OCR misread', () => {
    expect(['Money In (N)', 'Money Out (W)', 'Balance (NW)'].map(headerRole)).toEqual(['credit', 'debit', 'balance']);
    // "Detasl" is one letter from "detail" (PalmPay's "Transaction Detail"), two from "details": the same column.
    expect(['Detasl', '10', 'Narratlon', 'Deblt'].map(nearestHeaderWord)).toEqual(['detail', 'id', 'narration', 'debit']);
    expect(['Detasl', 'Details'].map((w) => headerRole(nearestHeaderWord(w)))).toEqual(['description', 'description']);
    // Words that are no heading word, or close to several, stay as read.
    expect(['OKAFOR', 'Lagos', 'Plot', 'Balance'].map(nearestHeaderWord)).toEqual(['OKAFOR', 'Lagos', 'Plot', 'Balance']);
  });
  it('takes the nearest of several heading words a misread word is close to', () => {
    // "Cradit" is one letter from "credit" and two from "credits".
    expect(nearestHeaderWord('Cradit')).toBe('credit');
    expect(headerRole(nearestHeaderWord('Cradit'))).toBe('credit');
  });
  it('takes a heading word whose first letters were lost for the one column word it ends', () => {
    // Set 36's tilted Polaris photo read "Transaction Date" as "(3 action Date": without "Transaction" the dates
    // fell under the Value Date column.
    expect(nearestHeaderWord('action')).toBe('transaction');
    expect(headerRole(`${nearestHeaderWord('action')} Date`)).toBe('date');
    // Or its last letters, to blur (set 36's Ecobank photo: "Descrip").
    expect(nearestHeaderWord('Descrip')).toBe('description');
    // Under six letters is too short to tell ("ation" ends "narration"), or the end of no column word: as read.
    expect(['ance', 'Lagos', 'ation'].map(nearestHeaderWord)).toEqual(['ance', 'Lagos', 'ation']);
  });
});

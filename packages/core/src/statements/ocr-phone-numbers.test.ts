import { describe, expect, it } from 'vitest';
import { repairPhoneNumbers, repairSmartcardLabel } from './ocr-phone-numbers.ts';

describe("a mobile number OCR broke in a scan's narration", () => {
  it('takes back a first 0 read as a bracket, and a gap read inside it (set 31: GTBank 7 pt, Zenith 8.5 pt)', () => {
    expect(repairPhoneNumbers('DATA BUNDLE MTN 20GB (8064758658')).toBe('DATA BUNDLE MTN 20GB 08064758658');
    expect(repairPhoneNumbers('DATA BUNDLE AIRTEL 2.5GB 08125381 286')).toBe('DATA BUNDLE AIRTEL 2.5GB 08125381286');
    expect(repairPhoneNumbers('AIRTIME AIRTEL 0812***81 91')).toBe('AIRTIME AIRTEL 0812***8191');
    // Twelve places is no mobile number: left as read.
    expect(repairPhoneNumbers('AIRTIME AIRTEL 0812***81 912')).toBe('AIRTIME AIRTEL 0812***81 912');
  });
  it("takes back one digit read as a letter (set 22's GTBank screens)", () => {
    expect(repairPhoneNumbers('AIRTIME AIRTEL 0B083260438')).toBe('AIRTIME AIRTEL 08083260438');
    // Two letters, no mobile range, or a word of letters: left as printed.
    for (const cell of ['AIRTIME 0B0832604B8', 'REF 0B623456789', 'CODE 0BOOKSHOP12', 'TRF 0803B2604381']) expect(repairPhoneNumbers(cell)).toBe(cell);
  });
  it('leaves what is no broken mobile number as printed', () => {
    for (const cell of [
      'AIRTIME (08064758658)', // a bracket that closes
      'REF (8064758658) PAYMENT',
      'AIRTIME 0803 123 4567', // printed in groups
      'TRF 08031234567 500', // a whole number, then something else
      'TRF 0803123456 78', // twelve digits
      'POS 06123456 789', // no mobile range
      'ACCT 0123456789 1', // a NUBAN and a digit
      'TRF 08031234 567.50',
    ])
      expect(repairPhoneNumbers(cell)).toBe(cell);
  });

  it("puts back the I of a pay-TV smartcard's IUC before its ten digits, in a DStv, GOtv or StarTimes narration only", () => {
    expect(repairSmartcardLabel('GOTV MAX RENEWAL UC 4643992376')).toBe('GOTV MAX RENEWAL IUC 4643992376');
    expect(repairSmartcardLabel('DSTV SUBSCRIPTION UC 7200667378')).toBe('DSTV SUBSCRIPTION IUC 7200667378');
    expect(repairSmartcardLabel('BILLS PMT STARTIMES CLASSIC UC 06673202526')).toBe('BILLS PMT STARTIMES CLASSIC IUC 06673202526');
    expect(repairSmartcardLabel('TRANSFER UC 4643992376')).toBe('TRANSFER UC 4643992376');
    expect(repairSmartcardLabel('GOTV MAX RENEWAL UC 46439923')).toBe('GOTV MAX RENEWAL UC 46439923');
  });
});

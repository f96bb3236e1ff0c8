import { describe, expect, it } from 'vitest';
import { cleanDescription } from './row-cells.ts';

describe('cleanDescription', () => {
  it('drops a stop standing alone and a dash ending a scan narration: specks read as marks', () => {
    expect(cleanDescription('ELECTRONIC MONEY TRANSFER . LEVY', true)).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(cleanDescription('NIP TRANSFER FEE + VAT .', true)).toBe('NIP TRANSFER FEE + VAT');
    expect(cleanDescription('POS PURCHASE KILIMANJARO PH NG -', true)).toBe('POS PURCHASE KILIMANJARO PH NG');
    expect(cleanDescription('SALARY OCT 2025 - KANO STATE. CIVIL SERVICE', true)).toBe('SALARY OCT 2025 - KANO STATE CIVIL SERVICE');
    expect(cleanDescription('MOBILE AIRTIME GLO. 08151716483', true)).toBe('MOBILE AIRTIME GLO 08151716483');
    // Two letters abbreviate ("ST. JOHN"); a stop ending the narration or before small letters stays.
    expect(cleanDescription('POS ST. JOHN MARKET', true)).toBe('POS ST. JOHN MARKET');
    expect(cleanDescription('PAYMENT FOR SUPPLIES LTD.', true)).toBe('PAYMENT FOR SUPPLIES LTD.');
  });

  it('drops small letters and a long rule after a scan narration printed in capitals: specks and a stamp edge', () => {
    // Set 33's scanned Wema statement, read once.
    expect(cleanDescription('NIP CHARGE + VAT i', true)).toBe('NIP CHARGE + VAT');
    expect(cleanDescription('POS PURCHASE CONOIL AJAH —— is', true)).toBe('POS PURCHASE CONOIL AJAH');
    // Not in mixed case, not a word of three letters, not in a text document, never down to two words.
    expect(cleanDescription('Transfer to Ada via app', true)).toBe('Transfer to Ada via app');
    expect(cleanDescription('POS PURCHASE SPAR ABUJA — i', true)).toBe('POS PURCHASE SPAR ABUJA');
    expect(cleanDescription('POS PURCHASE SPAR ABUJA via', true)).toBe('POS PURCHASE SPAR ABUJA via');
    expect(cleanDescription('NIP CHARGE + VAT i', false)).toBe('NIP CHARGE + VAT i');
    expect(cleanDescription('SMS ALERT is', true)).toBe('SMS ALERT is');
  });

  it('keeps a dash between two parts, stops inside words, and a text document as printed', () => {
    expect(cleanDescription('Card Payment - SHOPRITE IKEJA', true)).toBe('Card Payment - SHOPRITE IKEJA');
    expect(cleanDescription('WEB PURCHASE APPLE.COM BILL', true)).toBe('WEB PURCHASE APPLE.COM BILL');
    expect(cleanDescription('-', true)).toBe('-');
    expect(cleanDescription('TRANSFER TO ADA -', false)).toBe('TRANSFER TO ADA -');
  });

  it("reads a transfer's TC as TO and a CN before NIP as ON; China's CN stays", () => {
    expect(cleanDescription('NIP TRF TC TOYIN NWACHUKWU FCMB', true)).toBe('NIP TRF TO TOYIN NWACHUKWU FCMB');
    expect(cleanDescription('NIP TRANSFER TC CHUKWUDI OKORO', true)).toBe('NIP TRANSFER TO CHUKWUDI OKORO');
    expect(cleanDescription('COMM CN NIP TRF', true)).toBe('COMM ON NIP TRF');
    expect(cleanDescription('CARD TXN/ALIEXPRESS.COM/HANGZHOU CN', true)).toBe('CARD TXN/ALIEXPRESS.COM/HANGZHOU CN');
    expect(cleanDescription('PAYMENT TC LTD', true)).toBe('PAYMENT TC LTD');
  });

  it('drops a word read twice side by side, never a name printed twice', () => {
    expect(cleanDescription('SMS ALERT ALERT CHARGES FEB 2025', true)).toBe('SMS ALERT CHARGES FEB 2025');
    expect(cleanDescription('POS PURCHASE FILMHOUSE LAGOS NG NG', true)).toBe('POS PURCHASE FILMHOUSE LAGOS NG');
    expect(cleanDescription('TRANSFER FROM MUSA MUSA', true)).toBe('TRANSFER FROM MUSA MUSA');
    expect(cleanDescription('N I M M O', true)).toBe('N I M M O');
  });

  it('joins a word of banking OCR split in two, a name split after its hyphen, and drops a quote after a slash', () => {
    expect(cleanDescription('SALARY NOV 2025 F RM CRESTVIEW LOGISTICS LTD', true)).toBe('SALARY NOV 2025 FRM CRESTVIEW LOGISTICS LTD');
    expect(cleanDescription('NIP TRF FR M BOLA ABUBAKAR', true)).toBe('NIP TRF FRM BOLA ABUBAKAR');
    expect(cleanDescription('DATA BUNDLE MTN 08135958394 U- MOBILE', true)).toBe('DATA BUNDLE MTN 08135958394 U-MOBILE');
    expect(cleanDescription('FBN MOBILE TRF TO GODWIN AFOLABI/\'WEMA BANK', true)).toBe('FBN MOBILE TRF TO GODWIN AFOLABI/WEMA BANK');
    // Two words that are words, or whose join is no word of banking, stay apart; a text document is as printed.
    expect(cleanDescription('TRANSFER TO MY AT', true)).toBe('TRANSFER TO MY AT');
    expect(cleanDescription('JOHN A B', true)).toBe('JOHN A B');
    expect(cleanDescription('U- MOBILE', false)).toBe('U- MOBILE');
  });
});

describe('a data bundle size as a scan reads it', () => {
  it('puts back a B read as an 8 or set apart, in a narration that names data only', () => {
    // Set 36's dim Fidelity photo and set 12's Fidelity scan.
    expect(cleanDescription('GLO DATA 3G8 08072499263', true)).toBe('GLO DATA 3GB 08072499263');
    expect(cleanDescription('DATA 9MOBILE 1G B 08165297576', true)).toBe('DATA 9MOBILE 1GB 08165297576');
    // A reference elsewhere keeps its letters; so does a printed (not scanned) narration.
    expect(cleanDescription('NIP CHARGE 3G8', true)).toBe('NIP CHARGE 3G8');
    expect(cleanDescription('GLO DATA 3G8 08072499263', false)).toBe('GLO DATA 3G8 08072499263');
  });
});

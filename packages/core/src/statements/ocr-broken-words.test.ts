import { describe, expect, it } from 'vitest';
import { provenWordRepairs, rejoinedPieces, restoreBankSlash } from './ocr-broken-words.ts';

/** A cell with the pieces of its words joined. */
const rejoinBrokenWords = (cell: string): string =>
  rejoinedPieces(cell.split(' '))
    .map((g) => g.text)
    .join(' ');

describe('rejoinBrokenWords', () => {
  it('joins the pieces of a word a scan read apart, when together they spell a word the vocabulary knows', () => {
    expect(rejoinBrokenWords('POS PURCHASE SHOPRI TE IKEJA LAGOS NG')).toBe('POS PURCHASE SHOPRITE IKEJA LAGOS NG');
    expect(rejoinBrokenWords('NIP TRF FRM TU N D E USMAN')).toBe('NIP TRF FRM TUNDE USMAN');
    expect(rejoinBrokenWords('BALANCE PAY MENT')).toBe('BALANCE PAYMENT');
    expect(rejoinBrokenWords('ELECTRONIC MONE Y TRANSFER LEVY')).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(rejoinBrokenWords('HOSPITAL BILL R E F 589202455966')).toBe('HOSPITAL BILL REF 589202455966');
    expect(rejoinBrokenWords('NIP/F IRST BANK/AM AKA ADEBAYO/6515835790')).toBe('NIP/FIRST BANK/AMAKA ADEBAYO/6515835790');
    expect(rejoinBrokenWords('NIP TRF FRM TUNDE USMAN MONIEPOINT M FB')).toBe('NIP TRF FRM TUNDE USMAN MONIEPOINT MFB');
    expect(rejoinBrokenWords('SALARY JU L 2025 SAHEL AGRO SERVICES LTD')).toBe('SALARY JUL 2025 SAHEL AGRO SERVICES LTD');
    expect(rejoinBrokenWords('FOR CEMENT AN D BLOCKS')).toBe('FOR CEMENT AND BLOCKS');
  });

  it('leaves words that stand on their own, a title and a name, letter-spaced print and figures as read', () => {
    expect(rejoinBrokenWords('NIP TRF TO ADA OKAFOR')).toBe('NIP TRF TO ADA OKAFOR');
    expect(rejoinBrokenWords('POS PURCHASE MR BIGGS ABUJA')).toBe('POS PURCHASE MR BIGGS ABUJA');
    expect(rejoinBrokenWords('E L E C T R O N I C M O N E Y')).toBe('E L E C T R O N I C M O N E Y');
    expect(rejoinBrokenWords('N IP C HA R G E +V AT')).toBe('N IP C HA R G E +V AT');
    expect(rejoinBrokenWords('DATA MTN 1 . 5G B')).toBe('DATA MTN 1 . 5G B');
    expect(rejoinBrokenWords('TRF TO JOHN XQ ZV')).toBe('TRF TO JOHN XQ ZV');
    // A word of two letters and an initial stay apart, and so do pieces that spell nothing ("XQ Z").
    expect(rejoinBrokenWords('POS PURCHASE GO T MART')).toBe('POS PURCHASE GO T MART');
    expect(rejoinBrokenWords('TRF TO JOHN XQ Z')).toBe('TRF TO JOHN XQ Z');
  });
});

describe('restoreBankSlash', () => {
  it('puts back the slash between a payer and their bank, lost or read as a letter', () => {
    expect(restoreBankSlash('NIP TRF TO DAMILOLA NNAMDIZENITH BANK/81988706')).toBe('NIP TRF TO DAMILOLA NNAMDI/ZENITH BANK/81988706');
    expect(restoreBankSlash('NIP FRM IBRAHIM OKONKWOMWEMA BANK/03169372')).toBe('NIP FRM IBRAHIM OKONKWO/WEMA BANK/03169372');
    expect(restoreBankSlash('NIP FRM CHINEDU NNAMDUMONIEPOINT/80223309')).toBe('NIP FRM CHINEDU NNAMDI/MONIEPOINT/80223309');
    expect(restoreBankSlash('NIP FRM BISI ADEYEMVSTERLING BANK/3360265070')).toBe('NIP FRM BISI ADEYEMI/STERLING BANK/3360265070');
    expect(restoreBankSlash('NIP/KUDAJEMEKA IBEKWE/TRF FROM EMEKA')).toBe('NIP/KUDA/EMEKA IBEKWE/TRF FROM EMEKA');
  });

  it('leaves a narration without slashes, a known word and a name it cannot tell apart', () => {
    expect(restoreBankSlash('TRANSFER TO NNAMDIZENITH')).toBe('TRANSFER TO NNAMDIZENITH');
    expect(restoreBankSlash('NIP/MONIEPOINT/TOLU LAWAL/4496395273')).toBe('NIP/MONIEPOINT/TOLU LAWAL/4496395273');
    // LAWAL or LAWAN: the slash stays lost rather than the name guessed.
    expect(restoreBankSlash('NIP FRM DAYO LAWAXFIRST BANK/9535129161')).toBe('NIP FRM DAYO LAWAXFIRST BANK/9535129161');
  });

  it('reads a name’s last letter and the slash read together as one letter: "L/" as U, "I/" as V', () => {
    expect(restoreBankSlash('NIP FRM DAYO LAWAUFIRST BANK/9535129161')).toBe('NIP FRM DAYO LAWAL/FIRST BANK/9535129161');
    expect(restoreBankSlash('NIP FRM BISI ADEYEMVSTERLING BANK/3360265070')).toBe('NIP FRM BISI ADEYEMI/STERLING BANK/3360265070');
  });
});

describe('provenWordRepairs', () => {
  const words = (cell: string) => provenWordRepairs(cell.split(' ')).map((r) => r.join(' ')).join(' ');

  it('repairs what the vocabulary proves: a final ! or a leading 1 for I, a place run into NG, a title-case word among capitals', () => {
    expect(words('NIP FRM KEM! NWOSU/MONIEPOINT/20930584')).toBe('NIP FRM KEMI NWOSU/MONIEPOINT/20930584');
    expect(words('NIP TRF TO CHIAMAKA NWOSU STANBIC 1BTC HOSPITAL BILL')).toBe('NIP TRF TO CHIAMAKA NWOSU STANBIC IBTC HOSPITAL BILL');
    expect(words('POS PURCHASE MEDPLUS IKEJANG')).toBe('POS PURCHASE MEDPLUS IKEJA NG');
    expect(words('POS PURCHASE @ FILLING STN OSHODING')).toBe('POS PURCHASE @ FILLING STN OSHODI NG');
    expect(words('NIP TRF To DAMILOLA OLADIPO/OPAY/67619178')).toBe('NIP TRF TO DAMILOLA OLADIPO/OPAY/67619178');
    // An app's own "To ADAEZE OLAWALE" opens the narration in title case.
    expect(words('To ADAEZE OLAWALE OKONKWO')).toBe('To ADAEZE OLAWALE OKONKWO');
    expect(words('Nip FRM ADAEZE OLAWALE')).toBe('NIP FRM ADAEZE OLAWALE');
    expect(words('Card withdrawa! POS agent Ojota')).toBe('Card withdrawal POS agent Ojota');
    // A place run into NG keeps its two words apart in its box.
    expect(provenWordRepairs(['YABANG'])).toEqual([['YABA', 'NG']]);
  });

  it('leaves words it cannot prove, and the case of a narration that is not in capitals', () => {
    expect(words('WOW! 1XQZ')).toBe('WOW! 1XQZ');
    expect(words('SPENDING BANKING')).toBe('SPENDING BANKING');
    expect(words('Transfer to Ibrahim Eze')).toBe('Transfer to Ibrahim Eze');
  });
});

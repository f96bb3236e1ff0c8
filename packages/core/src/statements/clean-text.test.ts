import { describe, expect, it } from 'vitest';
import { collapseLetterSpacing, dashesAsHyphens, joinCounterparty, readableText } from './clean-text.ts';
import { segmentWords } from './segment-words.ts';
import { cleanAccountName } from './read-statement-info.ts';

describe('text cleaning', () => {
  it('gives text as a person reads it: letters composed, ligatures spelt out, invisible characters dropped', () => {
    // Set 29: a CSV that decomposes Yoruba letters and leaves a web page's soft hyphens and zero-width spaces.
    const nfd = 'Trans\u00ADfer from I\u0300ya\u0301bo\u0323\u0300/\u200BUBA';
    expect(readableText(nfd)).toBe('Transfer from \u00CCy\u00E1b\u1ECD\u0300/UBA');
    expect(readableText(nfd)).toBe('Transfer from Ìyábọ̀/UBA'.normalize('NFC'));
    expect(readableText('Pro\uFB01le \uFB03ce \uFEFFfee')).toBe('Profile ffice fee');
    // A family emoji is held together by zero-width joiners: they stay.
    expect(readableText('Sent \u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBe('Sent \u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
  });
  it('collapses letter-spaced narrations and leaves ordinary text alone', () => {
    expect(collapseLetterSpacing('POS PURCHASE AT SPAR LEKKI')).toBe('POS PURCHASE AT SPAR LEKKI');
    expect(collapseLetterSpacing('TRANSFER TO ADA')).toBe('TRANSFER TO ADA');
    // Figures, dashes and short words are no letter-spaced pieces (set 23's Accion loan repayments).
    expect(collapseLetterSpacing('Loan Repayment Wk 01 of 16 - LN/ACC/25/003418')).toBe('Loan Repayment Wk 01 of 16 - LN/ACC/25/003418');
    // A photo's letter-spaced logo beside a line of words (set 16's stamped Polaris page): the bank is still named.
    expect(collapseLetterSpacing('Po l ar i s  B an k  Generated for customer use')).toBe('Polaris Bank Generatedforcustomeruse');
  });
  it("joins only a scan's broken word where the words around it would be broken by joining all", () => {
    // Set 17's faded Stanbic scan read ILUPEJU as six pieces.
    expect(collapseLetterSpacing('ATM WDL I LU P E J U 148226')).toBe('ATM WDL ILUPEJU 148226');
    // The vocabulary knows the place, so the country code after it stays a word of its own.
    expect(collapseLetterSpacing('POS PURCHASE SPAR I LU P E J U NG')).toBe('POS PURCHASE SPAR ILUPEJU NG');
    // Letter-spaced print whose last word a scan read whole joins as before.
    expect(collapseLetterSpacing('N I P C H A R G E + VAT')).toBe('NIP CHARGE+VAT');
  });
  it('puts the word gaps back into letter-spaced narrations (vocabulary, names, case changes)', () => {
    const cases: [string, string][] = [
      ['E L E C T R O N IC M O N E Y T R A N S F E R L E VY', 'ELECTRONIC MONEY TRANSFER LEVY'],
      ['M o b /D G BN K:Vu lte A ir tim e', 'Mob/DGBNK:Vulte Airtime'],
      ['S M S A L E R T C H A R G E S', 'SMS ALERT CHARGES'],
      ['S T A M P D U T Y', 'STAMP DUTY'],
      ['N IP T R A N S F E R F R O M Z A IN A B O S A G IE', 'NIP TRANSFER FROM ZAINAB OSAGIE'],
      ['P O S P U R C H A S E A T S H O P R I T E L E K K I', 'POS PURCHASE AT SHOPRITE LEKKI'],
      ['A IR T IM E P U R C H A S E M T N 0 8 0 3 1 2 3 4 5 6 7', 'AIRTIME PURCHASE MTN 08031234567'],
      ['W E B P A Y M E N T P A Y S T A C K N E T F L IX', 'WEB PAYMENT PAYSTACK NETFLIX'],
      ['C a s h W it h d r a w a l A T M', 'Cash Withdrawal ATM'],
    ];
    for (const [printed, shown] of cases) expect(collapseLetterSpacing(printed)).toBe(shown);
  });
  it('gives a month, a year after a word and a quarter code their own words', () => {
    expect(segmentWords('SMSALERTCHARGESMAY2025')).toBe('SMS ALERT CHARGES MAY 2025');
    expect(segmentWords('SMSALERTCHARGESSEP')).toBe('SMS ALERT CHARGES SEP');
    expect(segmentWords('CARDMAINTENANCEFEEQ1')).toBe('CARD MAINTENANCE FEE Q1');
    // A reference keeps its digits together.
    expect(segmentWords('ZIB250703123456789')).toBe('ZIB 250703123456789');
  });
  it('keeps a name the vocabulary does not know whole instead of cutting it around short words', () => {
    expect(collapseLetterSpacing('T R A N S F E R T O O L A Y IN K A Z U B A IR U')).toBe(
      'TRANSFER TO OLAYINKA ZUBAIRU',
    );
    expect(collapseLetterSpacing('T R A N S F E R T O K P A K P A N D O')).toBe('TRANSFER TO KPAKPANDO');
    // The unknown name stays whole; a long word the vocabulary knows (a decor shop's INTERIORS) comes off it.
    expect(segmentWords('KPAKPANDOINTERIORS')).toBe('KPAKPANDO INTERIORS');
    expect(segmentWords('KPAKPANDOBIRIKISU')).toBe('KPAKPANDOBIRIKISU');
    expect(segmentWords('ANDREWS')).toBe('ANDREWS');
    expect(segmentWords('NEPAPAYMENTKPAKPANDO')).toBe('NEPA PAYMENT KPAKPANDO');
  });
  it('puts the To/From party first', () => {
    expect(joinCounterparty('UBER BV', 'Card payment')).toBe('UBER BV · Card payment');
    expect(joinCounterparty('', 'Card payment')).toBe('Card payment');
    // A dash or "N/A" printed where there is no party (an app's own interest or cashback) is none.
    expect(joinCounterparty('-', 'Interest on savings')).toBe('Interest on savings');
    expect(joinCounterparty('N/A', 'Cashback reward')).toBe('Cashback reward');
  });
  it('cleans account names', () => {
    expect(cleanAccountName('ADA OKAFOR Statement')).toBe('ADA OKAFOR');
    expect(cleanAccountName('NGOZI OBI  Branch: IBADAN RING ROAD')).toBe('NGOZI OBI');
    expect(cleanAccountName('NGOZI|')).toBe('NGOZI');
    // A scan's label colon read as "H ." before the name; an initial keeps its point.
    expect(cleanAccountName('H . GARBA AMINU DANJUMA')).toBe('GARBA AMINU DANJUMA');
    expect(cleanAccountName('A. GARBA AMINU')).toBe('A. GARBA AMINU');
  });
});

describe('dashes', () => {
  it('reads every dash and the minus sign as a hyphen, and leaves other text alone', () => {
    expect(dashesAsHyphens('03\u221210\u22122025 \u2013500.00 \u2014 \u2010\u2011\u2012\u2015')).toBe('03-10-2025 -500.00 - ----');
    expect(dashesAsHyphens('POS/WEB-PURCHASE ~ 1,000.00')).toBe('POS/WEB-PURCHASE ~ 1,000.00');
  });
});

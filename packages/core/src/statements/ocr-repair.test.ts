import { describe, expect, it } from 'vitest';
import {
  fewNumericDates,
  monthsOfDateCells,
  pageWordRepairs,
  repairDayMonthDate,
  repairNamedDateCell,
  repairOcrWord,
  repairUnopenedBracket,
} from './ocr-repair.ts';

describe('repairs of OCR confusions', () => {
  it('reads a serif I taken for a T in a capitalised name the vocabulary knows', () => {
    expect(repairOcrWord('ALTYU')).toBe('ALIYU');
    // A word it does not know either way is left as read.
    expect(repairOcrWord('OTUNLA')).toBe('OTUNLA');
  });
  it('puts back the stars of a masked account number OCR read as other marks', () => {
    expect(repairOcrWord('612>***622')).toBe('612****622');
    expect(repairOcrWord('177*%*+034')).toBe('177****034');
    expect(repairOcrWord('854*°**041')).toBe('854****041');
    // A quote for the first star (set 40's PalmPay photo forwarded on WhatsApp).
    expect(repairOcrWord('86"***0303')).toBe('86****0303');
    // One star among other marks is not enough to call the run a mask.
    expect(repairOcrWord('12+%>34')).toBe('12+%>34');
  });
  it('puts back a date separator read as a letter or a stroke, only in something that is otherwise a date', () => {
    expect(repairOcrWord('18/07r2025')).toBe('18/07/2025');
    expect(repairOcrWord('24/0772025')).toBe('24/07/2025');
    expect(repairOcrWord('12/0712025')).toBe('12/07/2025');
    expect(repairOcrWord('18r07/2025')).toBe('18/07/2025');
    expect(repairOcrWord('18-07r2025')).toBe('18-07-2025');
    // No date: month and day both over 12, or no separator left to copy.
    expect(repairOcrWord('24/3772025')).toBe('24/3772025');
    expect(repairOcrWord('2407772025')).toBe('2407772025');
  });

  it('reads a bracket at the start of a capitalised word, and a small letter among capitals, as the capital', () => {
    expect(repairOcrWord('[UC')).toBe('IUC');
    expect(repairOcrWord('ZiB250724009988776')).toBe('ZIB250724009988776');
    // In a word of three, only an i between capitals.
    expect(repairOcrWord('NiP')).toBe('NIP');
    // At the end of a word of capitals, too (a scan's "NGOZi").
    expect(repairOcrWord('NGOZi')).toBe('NGOZI');
    // And at its start (set 51's Stanbic scan: "iB TRF FROM …" for internet banking's "IB").
    expect(repairOcrWord('iB')).toBe('IB');
    expect(repairOcrWord('iBANKING')).toBe('IBANKING');
    expect(repairOcrWord('iPhone')).toBe('iPhone');
    // Inside words joined by slashes, each word on its own.
    expect(repairOcrWord('NiP/FRM')).toBe('NIP/FRM');
    expect(repairOcrWord('Paid/Sent')).toBe('Paid/Sent');
    expect(repairOcrWord('Taxi')).toBe('Taxi');
    // A USSD short code: its closing star read as a mark, a mark more, a digit read as a letter.
    expect(['*945%', '*945*%', '*g45*', '*9Q9*', '*945*'].map((w) => repairOcrWord(w))).toEqual(['*945*', '*945*', '*945*', '*909*', '*945*']);
    // A code printed against the word after it (set 35's UBA scan: "*919*DATA 9MOBILE"), and codes read right, words
    // between stars and masked cards left alone.
    expect(['*Q19*DATA', '*9O1#', '*737*', '*TRIP', '5399****5709'].map((w) => repairOcrWord(w))).toEqual(['*919*DATA', '*901#', '*737*', '*TRIP', '5399****5709']);
    // Set 23's Unity Bank scan: the closing star read as "%*".
    expect(repairOcrWord('*7799%*')).toBe('*7799*');
    // A code printed with its closing "#" keeps it (set 18's GTBank "VIA *737#"); a letter for a digit is still read.
    expect(['*737#', '*g09#'].map((w) => repairOcrWord(w))).toEqual(['*737#', '*909#']);
    // A code no bank uses, one digit off exactly one bank's code, is that code; one near two stays as read.
    expect(['*137#', '*7374#', 'VIA*737#', 'VIAX737#', '*319*', '*556#'].map((w) => repairOcrWord(w))).toEqual(['*737#', '*737#', 'VIA *737#', 'VIA *737#', '*319*', '*556#']);
    expect(['*NEW*', '*Sale%', '*gg*'].map((w) => repairOcrWord(w))).toEqual(['*NEW*', '*Sale%', '*gg*']);
    expect(['MoU', 'NoS', 'Nip', 'CiT5'].map((w) => repairOcrWord(w))).toEqual(['MoU', 'NoS', 'Nip', 'CIT5']);
    expect(repairOcrWord('[1]')).toBe('[1]');
    expect(repairOcrWord('Mobile')).toBe('Mobile');
    expect(repairOcrWord('Jui')).toBe('Jul');
    expect(repairOcrWord('Apr')).toBe('Apr');
    expect(repairOcrWord('Mai')).toBe('Mai');
  });

  it('repairs a letter only when it makes exactly one word the vocabulary knows', () => {
    expect(repairOcrWord('LTD/FIGGYVEST')).toBe('LTD/PIGGYVEST');
    expect(repairOcrWord('SAHAD')).toBe('SAHAD');
    expect(repairOcrWord('TRANSFER')).toBe('TRANSFER');
    // A brand spelt with a digit is a word too.
    expect(repairOcrWord('DATA/SMOBILE/08139006857')).toBe('DATA/9MOBILE/08139006857');
    expect(repairOcrWord('OMOBILE')).toBe('9MOBILE');
    // A round capital with a speck read as G.
    expect(repairOcrWord('GLAWALE')).toBe('OLAWALE');
    expect(repairOcrWord('GOLDEN')).toBe('GOLDEN');
  });

  it('puts back thin letters a blurred photo ran together, only when exactly one known word explains the misreading', () => {
    expect(repairOcrWord('Recerved')).toBe('Received');
    expect(repairOcrWord('Electromc')).toBe('Electronic');
    expect(repairOcrWord('Subscnption')).toBe('Subscription');
    expect(repairOcrWord('Retad')).toBe('Retail');
    expect(repairOcrWord('Artime')).toBe('Airtime');
    // A j is a thin letter too ("Olatunii").
    expect(repairOcrWord('Olatunii')).toBe('Olatunji');
    // Inside brackets, and a bank's name the vocabulary knows.
    expect(repairOcrWord('(Sterting')).toBe('(Sterling');
    expect(repairOcrWord('Faded')).toBe('Failed');
    expect(repairOcrWord('Recewved')).toBe('Received');
    // Known words and names stay, and so does a word no thin letters make into a known one.
    expect(repairOcrWord('Received')).toBe('Received');
    expect(repairOcrWord('Ogundipe')).toBe('Ogundipe');
    // A word of four small letters has known neighbours a thin letter away: "(incl." read right is no "intl".
    expect(repairOcrWord('(incl.')).toBe('(incl.');
    expect(repairOcrWord('Tiled')).toBe('Tiled');
    // Short words have too many neighbours.
    expect(repairOcrWord('Ebm')).toBe('Ebm');
  });

  it('reads a closing bracket no bracket opened, after a word the vocabulary does not know, as a J', () => {
    expect(repairUnopenedBracket('POS/2545LA20/MR BIGGS WUSE AB)')).toBe('POS/2545LA20/MR BIGGS WUSE ABJ');
    expect(repairUnopenedBracket('TRANSFER TO ADA (ZENITH BANK)')).toBe('TRANSFER TO ADA (ZENITH BANK)');
    // Inside a word, before a small letter, whatever the cell opens.
    expect(repairUnopenedBracket('Bet9)a')).toBe('Bet9Ja');
    expect(repairUnopenedBracket('Bet9)a (Palmpay)')).toBe('Bet9Ja (Palmpay)');
    expect(repairUnopenedBracket('(Palmpay) ok')).toBe('(Palmpay) ok');
    // The bracket may have opened on the narration's line above.
    expect(repairUnopenedBracket('BANK)')).toBe('BANK)');
  });

  it('puts a date cell OCR broke back in the shape the page prints, the month only from the page’s clean dates', () => {
    const months = monthsOfDateCells([
      'Jul 22, 2025 16:50:43',
      'Jul 18, 2025',
      'Send to Bolanle Akpan',
      'Jun 30, 2025',
    ]);
    expect([...months].sort()).toEqual(['Jul', 'Jun']);
    const july = monthsOfDateCells(['Jul 22, 2025 16:50:43']);
    expect(repairNamedDateCell('Jul 3 1 . 2025 23 59 01', july)).toBe('Jul 31, 2025 23:59:01');
    expect(repairNamedDateCell('Jul 31, 2025 235901', july)).toBe('Jul 31, 2025 23:59:01');
    expect(repairNamedDateCell('Jul 04 , 2025 18:42:21', july)).toBe('Jul 04, 2025 18:42:21');
    expect(repairNamedDateCell('Jut 14, 2025 10:26:38', july)).toBe('Jul 14, 2025 10:26:38');
    expect(repairNamedDateCell('Jl 09, 2025 18:08:10', july)).toBe('Jul 09, 2025 18:08:10');
    // "Jut" is one letter from Jun and from Jul: with both on the page, nothing proves which.
    expect(repairNamedDateCell('Jut 14, 2025', months)).toBe('Jut 14, 2025');
    // Not a date: a day or a time out of range, a word two letters from any month, a narration.
    expect(repairNamedDateCell('Jul 3 9 . 2025', july)).toBe('Jul 3 9 . 2025');
    expect(repairNamedDateCell('Jul 31, 2025 25 59 01', july)).toBe('Jul 31, 2025 25 59 01');
    expect(repairNamedDateCell('al 22, 2025', july)).toBe('al 22, 2025');
    expect(repairNamedDateCell('Send to Bolanle Akpan', july)).toBe('Send to Bolanle Akpan');
  });

  it('repairs a day-month-year date whose month is one letter off the one month the page names', () => {
    const feb = monthsOfDateCells(['01-FEB-2025', 'EMTL CHARGES', '28-FEB-2025']);
    expect([...feb]).toEqual(['FEB']);
    expect(repairDayMonthDate('15-FER-2025', feb)).toBe('15-FEB-2025');
    // A day read with letters shaped like its digits (set 17's blurred UBA photo, second reading): "li" for 11.
    expect(repairDayMonthDate('li Oct 2025', feb)).toBe('11 Oct 2025');
    expect(repairDayMonthDate('O5-FEB-2025', feb)).toBe('05-FEB-2025');
    expect(repairDayMonthDate('lo Abc 2025', feb)).toBe('lo Abc 2025');
    expect(repairDayMonthDate('oo Oct 2025', feb)).toBe('oo Oct 2025');
    expect(repairDayMonthDate('15.FEB-2025', feb)).toBe('15.FEB-2025');
    // Two months on the page one letter from the word read ("JUT": JUN and JUL): nothing is proven.
    const two = monthsOfDateCells(['30-JUN-2025', '01-JUL-2025']);
    expect(repairDayMonthDate('14-JUT-2025', two)).toBe('14-JUT-2025');
    // Not a date cell, or a word two letters from the month.
    expect(repairDayMonthDate('15-FXX-2025', feb)).toBe('15-FXX-2025');
    expect(repairDayMonthDate('FER CHARGES', feb)).toBe('FER CHARGES');
  });

  it('reads October in digits ("27-01-2025") as October on a page that names it, where such cells are few', () => {
    const page = ['27-Oct-2025', '26-Oct-2025', '25-Oct-2025', '24-Oct-2025', '27-01-2025', 'Printed 03-Nov-2025'];
    const months = monthsOfDateCells(page);
    expect(fewNumericDates(page)).toBe(true);
    expect(repairDayMonthDate('27-01-2025', months, true)).toBe('27-Oct-2025');
    // A page with a value date in digits beside each date prints them so; a page naming January may mean it.
    const valueDates = ['27-Oct-2025', '27-10-2025', '28-Oct-2025', '28-01-2026'];
    expect(fewNumericDates(valueDates)).toBe(false);
    expect(repairDayMonthDate('28-01-2026', monthsOfDateCells(valueDates), false)).toBe('28-01-2026');
    expect(repairDayMonthDate('27-01-2025', new Set(['Oct', 'Jan']), true)).toBe('27-01-2025');
    expect(repairDayMonthDate('27-02-2025', months, true)).toBe('27-02-2025');
  });

  it('drops a mark stuck to the front of a word with nothing closing it, and keeps quoted words', () => {
    expect(repairOcrWord("'UMO/NIP")).toBe('UMO/NIP');
    expect(repairOcrWord('_VAT')).toBe('VAT');
    expect(repairOcrWord('"20-FEB-2025')).toBe('20-FEB-2025');
    expect(repairOcrWord('"SALARY"')).toBe('"SALARY"');
    expect(repairOcrWord("'tis")).toBe("'tis");
    // A hyphen before a word of capitals is a rule's speck; before a figure it is a minus.
    expect(repairOcrWord('-REPUBLIC')).toBe('REPUBLIC');
    expect(repairOcrWord('-5,000.00')).toBe('-5,000.00');
  });

  it("reads a © before a mobile number's ten digits as its first 0, and drops it before anything else", () => {
    expect(repairOcrWord('©8170023860')).toBe('08170023860');
    expect(repairOcrWord('©1234567890')).toBe('1234567890');
    expect(repairOcrWord('©08170023860')).toBe('08170023860');
  });

  it('reads an exclamation mark inside a word of capitals, or ending a name no vocabulary knows, as the I it is', () => {
    expect(repairOcrWord('OGECH!I')).toBe('OGECHI');
    expect(repairOcrWord('CH!NEDU')).toBe('CHINEDU');
    expect(repairOcrWord('OLAWUY!')).toBe('OLAWUYI');
    expect(repairOcrWord('OBIAGEL!')).toBe('OBIAGELI');
    // A word the vocabulary knows keeps it, and so does a word in small letters.
    expect(repairOcrWord('PAYMENT!')).toBe('PAYMENT!');
    expect(repairOcrWord('Thanks!')).toBe('Thanks!');
    expect(repairOcrWord('TRF!')).toBe('TRF!');
    expect(repairOcrWord('Hi!there')).toBe('Hi!there');
  });

  it('reads a Q for an O when that makes exactly one known word', () => {
    expect(repairOcrWord('MONIEPQINT')).toBe('MONIEPOINT');
    // A short word: only a Q without its U, and only into a known word.
    expect(repairOcrWord('TQ')).toBe('TO');
    expect(repairOcrWord('QUO')).toBe('QUO');
    expect(repairOcrWord('IRAQ')).toBe('IRAQ');
    expect(repairOcrWord('ZQX')).toBe('ZQX');
    // A name's capital O (set 40's Wema scanner-app page: "Abiodun Qlawale"); a name the vocabulary does not know stays.
    expect(repairOcrWord('Qlawale')).toBe('Olawale');
    expect(repairOcrWord('Qasim')).toBe('Qasim');
    expect(repairOcrWord('Quadri')).toBe('Quadri');
  });

  it('reads a thin small letter that starts an unknown word as the capital I of a known one', () => {
    expect(repairOcrWord('tfeanyi')).toBe('Ifeanyi');
    expect(repairOcrWord('lnternet')).toBe('Internet');
    expect(repairOcrWord('transfer')).toBe('transfer');
  });

  it('reads two small l\'s starting a word as the capital I and the l of a name ("llupeju")', () => {
    expect(repairOcrWord('llupeju')).toBe('Ilupeju');
    expect(repairOcrWord('ll')).toBe('ll');
    expect(repairOcrWord('lleX')).toBe('lleX');
  });

  it('reads the letter OCR took for the first digit of a long number as that digit', () => {
    expect(repairOcrWord('O4845602')).toBe('04845602');
    expect(repairOcrWord('BELLO/MONIEPOINT/O4845602')).toBe('BELLO/MONIEPOINT/04845602');
    expect(repairOcrWord('B668286031')).toBe('8668286031');
    expect(repairOcrWord('$139339098')).toBe('5139339098');
    // A printed T prefix, a short number, and a word stay.
    expect(repairOcrWord('T2184337')).toBe('T2184337');
    expect(repairOcrWord('B66828')).toBe('B66828');
    // A naira sign read as "$" before an amount printed without separators stays for the amount's own reading.
    expect(repairOcrWord('$12345678')).toBe('$12345678');
    expect(repairOcrWord('BOLA')).toBe('BOLA');
  });

  it("drops a small j before a word of capitals, and reads a decoder's 1UC as IUC", () => {
    expect(repairOcrWord('jACCESSMORE')).toBe('ACCESSMORE');
    expect(repairOcrWord('jollof')).toBe('jollof');
    expect(repairOcrWord('1UC')).toBe('IUC');
  });

  it("puts back a bank code's lost opening star and a closing star read as a degree sign", () => {
    expect(repairOcrWord('901#')).toBe('*901#');
    expect(repairOcrWord('*770°')).toBe('*770*');
    // Either star read as a quote or a degree sign, the opening one lost.
    expect(['“901#', '770"', '“770°', '*770”', '770°'].map((w) => repairOcrWord(w))).toEqual(['*901#', '*770*', '*770*', '*770*', '*770*']);
    // Not a bank's code, or no code at all: no stars (a quote nothing closes is a speck, see dropStrayMark).
    expect(['123"', '“hello”', '"2025', '“12°'].map((w) => repairOcrWord(w))).toEqual(['123"', '“hello”', '2025', '12°']);
    // A number that is no bank's code stays as read.
    expect(repairOcrWord('123#')).toBe('123#');
  });

  it('reads a bracket between two capitals as a J where the cell opens none', () => {
    expect(repairUnopenedBracket('POS PURCHASE CONOIL A)AH')).toBe('POS PURCHASE CONOIL AJAH');
    expect(repairUnopenedBracket('TRF (A)B')).toBe('TRF (A)B');
  });

  it('reads a word of three capitals one confusion from exactly one word of banking as that word', () => {
    expect(repairOcrWord('WAT')).toBe('VAT');
    expect(repairOcrWord('NTP')).toBe('NIP');
    expect(repairOcrWord('P0S')).toBe('POS');
    // Known words, other lengths and words near none (or near two) stay as read.
    expect(repairOcrWord('TAX')).toBe('TAX');
    expect(repairOcrWord('WATT')).toBe('WATT');
    expect(repairOcrWord('CAT')).toBe('CAT');
    expect(repairOcrWord('Wat')).toBe('Wat');
  });

  it('repairs a word by the page: one confusion from a word the page prints at least twice', () => {
    const page = ['UMO/NIP TRF TO ADA', 'UMOINIP TRF TO OBI', 'UMO/NIP TRF TO EZE', 'TRANSFER COMMISSION'];
    expect([...pageWordRepairs(page)]).toEqual([['UMOINIP', 'UMO/NIP']]);
    // Printed once elsewhere proves nothing.
    expect(pageWordRepairs(['UMO/NIP TRF', 'UMOINIP TRF']).size).toBe(0);
    expect(pageWordRepairs(['COMMISSION', 'COMMISSION', 'COMMISSIQN']).get('COMMISSIQN')).toBe('COMMISSION');
  });

  it("drops a rule read as a letter glued to a word the page prints twice or more on its own", () => {
    // Set 18's Access photo: "IACCESSMORE" under "ACCESSMORE" printed on other rows of the page.
    const page = ['AIRTIME GLO 08057676370', 'IACCESSMORE', 'DATA GLO 08056488892', 'ACCESSMORE', 'ACCESSMORE', 'jACCESSMORE'];
    expect(pageWordRepairs(page).get('IACCESSMORE')).toBe('ACCESSMORE');
    expect(pageWordRepairs(page).get('jACCESSMORE')).toBe('ACCESSMORE');
    // Once elsewhere proves nothing.
    expect(pageWordRepairs(['IACCESSMORE', 'ACCESSMORE']).size).toBe(0);
  });
});

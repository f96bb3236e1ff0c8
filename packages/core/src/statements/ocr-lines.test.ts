import { describe, expect, it } from 'vitest';
import type { RecognisedWord as OcrWord } from '../documents/ocr-engine.ts';
import { groupOcrWords, trimTallWords } from './group-ocr-words.ts';
import { letterSpacedText, linesOfOcrWords } from './ocr-lines.ts';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  x0,
  y0,
  x1,
  y1,
});

/** Characters of a word placed one after another: each `width` wide, `gaps[i]` apart. */
function spelled(text: string, x0: number, y0: number, width: number, gaps: number[]): OcrWord {
  const symbols: NonNullable<OcrWord['symbols']>[number][] = [];
  let x = x0;
  [...text].forEach((ch, i) => {
    symbols.push({ text: ch, x0: x, y0, x1: x + width, y1: y0 + 25 });
    x += width + (gaps[i] ?? 0);
  });
  return { text, confidence: 90, x0, y0, x1: x - (gaps[text.length - 1] ?? 0), y1: y0 + 25, symbols };
}

describe('OCR words to lines', () => {
  it('groups words by position and keeps a cell printed half a line lower on a line of its own', () => {
    const words = [
      word('80,000.00', 1500, 1398, 1660, 1424),
      word('03/07/2025', 230, 1383, 400, 1408),
      word('MOBILE/UNION', 700, 1384, 950, 1409),
      word('YUSUF/TRANSFER', 700, 1416, 980, 1441),
    ];
    const lines = groupOcrWords(words).map((l) => l.map((w) => w.text));
    expect(lines).toEqual([['03/07/2025', 'MOBILE/UNION'], ['80,000.00'], ['YUSUF/TRANSFER']]);
  });

  it('keeps a date apart from the narration beside it when a highlighter band made the line tall (set 38 photocopy)', () => {
    // The narration's boxes took in the grey band: 75 px tall where the print is 39, so the line merges within 75.
    const row = [
      word('05-Sep-2025', 209, 957, 408, 996),
      word('POS', 454, 947, 523, 1022),
      word('purchase', 541, 947, 673, 1022),
      word('Justrite', 685, 947, 795, 1022),
      word('Superstore', 816, 947, 967, 1022),
      word('28,950.00', 1309, 957, 1465, 988),
      word('160,280.73', 1834, 954, 2003, 992),
    ];
    const plain = [word('ATM', 459, 783, 524, 826), word('withdrawal', 544, 783, 717, 826), word('Surulere', 730, 783, 860, 826)];
    const lines = linesOfOcrWords([plain, row], 1);
    expect(lines[1].segments.map((s) => s.text)).toEqual(['05-Sep-2025', 'POS purchase Justrite Superstore', '28,950.00', '160,280.73']);
    // A date inside a narration, a word space from its neighbours, stays in it.
    const inside = [word('Salary', 459, 783, 560, 826), word('05-Sep-2025', 575, 787, 770, 825), word('Greenfield', 785, 783, 950, 826)];
    expect(linesOfOcrWords([plain, inside], 1)[1].segments.map((s) => s.text)).toEqual(['Salary 05-Sep-2025 Greenfield']);
  });

  it("keeps a narrow column's figure apart from the next column's word, and joins a figure cut after its comma (set 35)", () => {
    // A Kuda photo: words 8-9 px apart, Money Out's "6,734.00" 21 px from Category's "Card".
    const row = [
      word('02/06/25', 296, 720, 405, 742),
      word('6,734.00', 765, 720, 873, 745),
      word('Card', 894, 720, 952, 742),
      word('NAIJA', 1077, 720, 1156, 742),
      word('BUKKA', 1164, 720, 1258, 742),
      word('2GO', 1266, 720, 1323, 742),
    ];
    expect(linesOfOcrWords([row], 1)[0].segments.map((s) => s.text)).toEqual(['02/06/25', '6,734.00', 'Card', 'NAIJA BUKKA 2GO']);
    // Inside a narration a figure stands one space from its words.
    const memo = [word('NGN', 100, 720, 150, 742), word('16,500.00', 159, 720, 270, 742), word('TO', 279, 720, 310, 742), word('ADA', 319, 720, 370, 742)];
    expect(linesOfOcrWords([memo], 1)[0].segments.map((s) => s.text)).toEqual(['NGN 16,500.00 TO ADA']);
    const cut = [word('NIP', 368, 1157, 424, 1182), word('CR/MUSA', 435, 1157, 597, 1182), word('BALA/FIDELITY', 608, 1157, 877, 1182), word('BANK/BIRTHDAY', 889, 1157, 1187, 1182), word('110,', 1589, 1156, 1648, 1187), word('350.00', 1650, 1156, 1753, 1183), word('05/02/2025', 1800, 1156, 1964, 1183)];
    expect(linesOfOcrWords([cut], 1)[0].segments.map((s) => s.text)).toContain('110,350.00');
  });

  it("puts a word right by its context on the document's other pages", () => {
    // Set 23's faxed statement: page 1 prints "TAF FROM" once, page 2 "TRF FROM" twice, read surely.
    const page1 = [[word('TAF', 829, 1742, 880, 1763, 91), word('FROM', 891, 1742, 967, 1764, 92), word('NGOZI', 980, 1742, 1080, 1764, 92)]];
    const page2 = [
      [word('TRF', 831, 378, 881, 399, 95), word('FROM', 891, 379, 969, 400, 93), word('TUNDE', 980, 379, 1080, 400, 93)],
      [word('TRF', 829, 608, 879, 629, 87), word('FROM', 891, 609, 967, 630, 93), word('OLU', 980, 609, 1040, 630, 93)],
    ];
    expect(linesOfOcrWords(page1, 1)[0].text).toBe('TAF FROM NGOZI');
    expect(linesOfOcrWords(page1, 1, null, [...page1, ...page2])[0].text).toBe('TRF FROM NGOZI');
  });

  it('puts a word boxed over only the top half of its print in the line it belongs to, not a line of its own above', () => {
    // Set 17's OPay photo: "Transfer" boxed 1729-1738 where its line is 1730-1751; grouped by its middle it was read
    // as the end of the row above ("… 9653792289 Transfer") and this row lost its first word.
    const words = [
      word('9653792289', 551, 1692, 706, 1713),
      word('Nov', 329, 1730, 374, 1750),
      word('Transfer', 550, 1729, 637, 1738),
      word('from', 657, 1729, 713, 1751),
      word('Dayo', 723, 1731, 785, 1755),
      word('25,000.00', 1517, 1732, 1644, 1755),
    ];
    const lines = groupOcrWords(words).map((l) => l.map((w) => w.text).sort());
    expect(lines).toEqual([['9653792289'], ['25,000.00', 'Dayo', 'Nov', 'Transfer', 'from']]);
  });

  it('leaves a short speck far out in the margin out of the line beside it', () => {
    const words = [word('ver', 30, 760, 60, 770), word('Date/Time', 248, 752, 400, 788), word('Balance', 1988, 752, 2100, 788)];
    expect(groupOcrWords(words).map((l) => l.map((w) => w.text))).toEqual([['ver'], ['Date/Time', 'Balance']]);
  });

  it('keeps the second line of a row apart from the cells centred half a line above it', () => {
    const words = [
      word('2025-05-21', 137, 1680, 327, 1709),
      word('JUSTRITE', 362, 1698, 514, 1732),
      word('2,500.00', 1670, 1698, 1816, 1728),
      word('09:42:09', 137, 1718, 270, 1743),
      word('NG', 873, 1715, 919, 1743),
    ];
    const lines = groupOcrWords(words).map((l) => l.map((w) => w.text));
    expect(lines).toEqual([['2025-05-21'], ['2,500.00', 'JUSTRITE'], ['NG', '09:42:09']]);
  });

  it("keeps a date cell's day over its year on two lines, though boxes that took in the cell's rules span both", () => {
    // Set 32's Wema scan: the row's figures and a narration word came with boxes three lines tall (896-963), and the
    // day and the year under it were read as one word, "312025 Jul": the row was lost.
    const words = [
      word('31', 230, 916, 258, 937),
      word('Jul', 266, 916, 300, 937),
      word('2025', 230, 946, 290, 968),
      word('ALAT', 448, 928, 510, 963),
      word('AIRTEL', 643, 898, 740, 963),
      word('1,500.00', 1412, 896, 1530, 963),
      word('129,547.60', 1993, 898, 2150, 964),
    ];
    const lines = groupOcrWords(words).map((l) => l.map((w) => w.text).sort());
    expect(lines.find((l) => l.includes('31'))).not.toContain('2025');
    expect(lines.find((l) => l.includes('2025'))).toEqual(['2025']);
    expect(linesOfOcrWords(groupOcrWords(words), 1).map((l) => l.text)).not.toContain(expect.stringContaining('312025'));
  });

  it('keeps a line whole under a piece of a rule read as a mark above one of its words', () => {
    // Set 31's GTBank 7 pt scan: "——" over IKEJA split the row, and its narration lost "NIP TRANSFER FEE".
    const words = [
      word('May-2', 150, 959, 215, 985),
      word('2025', 198, 938, 255, 980),
      word('478074115562', 335, 934, 487, 992),
      word('07-May-2025', 578, 938, 722, 986),
      word('3.75', 952, 958, 997, 980),
      word('78,', 1343, 959, 1373, 983),
      word('992.', 1370, 959, 1422, 983),
      word('10', 1414, 939, 1452, 962, 25),
      word('——', 1420, 938, 1499, 953, 0),
      word('IKEJA', 1462, 958, 1526, 980),
      word('[vat', 1687, 938, 1740, 980),
      word('oN', 1746, 938, 1779, 980),
      word('NIP', 1788, 959, 1824, 980),
      word('TRANSFER', 1832, 958, 1955, 981),
      word('FEE', 1962, 959, 2005, 980),
    ];
    const lines = groupOcrWords(words).map((l) => l.map((w) => w.text));
    expect(lines.find((l) => l.includes('[vat'))).toEqual(expect.arrayContaining(['IKEJA', 'NIP', 'TRANSFER', 'FEE']));
  });

  it("joins words whose boxes specks stretched to the line whose band they hold, beside its words", () => {
    // Set 15's Sterling photo: "IFEANY!" (1195-1237) and, a row lower, "CREDIT" and "CAPITALISED" were lines of their
    // own, read before or after the rest of their narrations ("INTEREST CREDIT CAPITALISED").
    const words = [
      word('10/08/2025', 267, 1194, 389, 1215),
      word('NIP', 417, 1198, 456, 1216),
      word('FRM', 464, 1198, 516, 1217),
      word('IFEANY!', 525, 1195, 619, 1237),
      word('MUSA/GTBANK/96789829', 628, 1202, 923, 1222),
      word('9.250.00', 1476, 1194, 1573, 1214),
      word('10/08/2025', 267, 1241, 389, 1261),
      word('CREDIT', 416, 1244, 507, 1278),
      word('INTEREST', 515, 1232, 635, 1281),
      word('CAPITALISED', 643, 1244, 801, 1287),
      word('35.84', 1512, 1241, 1572, 1260),
    ];
    expect(linesOfOcrWords(groupOcrWords(words), 1).map((l) => l.text)).toEqual([
      '10/08/2025 NIP FRM IFEANYI MUSA/GTBANK/96789829 9.250.00',
      '10/08/2025 CREDIT INTEREST CAPITALISED 35.84',
    ]);
    // A tall word under a word of the line (a wrapped narration's next line) stays a line of its own.
    const under = groupOcrWords([word('NIP', 417, 1198, 456, 1216), word('FRM', 464, 1198, 516, 1217), word('TRANSFER', 420, 1196, 520, 1240)]);
    expect(under).toHaveLength(2);
  });

  it('keeps a line of a turned photo whole when each word sits level with its neighbour', () => {
    // Set 15's Kuda screenshot, turned 1.7°: "IKEJA" at the right end sits 30 px above "Card" at the left.
    const words = [
      word('IKEJA', 1423, 2150, 1646, 2213),
      word('SHOPRITE', 981, 2157, 1393, 2228),
      word('-', 930, 2201, 952, 2210),
      word('Card', 386, 2179, 556, 2245),
      word('Payment', 588, 2175, 906, 2252),
      word('4:35', 388, 2300, 520, 2352),
      word('PM', 547, 2296, 642, 2347),
    ];
    expect(groupOcrWords(words).map((l) => l.map((w) => w.text).sort((a, b) => a.localeCompare(b)))).toEqual([
      ['-', 'Card', 'IKEJA', 'Payment', 'SHOPRITE'],
      ['4:35', 'PM'],
    ]);
  });

  it("reads a figure whose thousands comma was read as a gap as one figure (\"10 400.00\")", () => {
    // Set 16's Fidelity photocopy: the debit "10,400.00" came as "10" and "400.00", 10 px apart where words stand
    // 15 px apart; "10" went to the narration and the running balance was then "repaired" around "400.00".
    const line = [
      word('30-Jul-25', 333, 2441, 460, 2471),
      word('NIP/FIRST', 475, 2441, 640, 2471),
      word('BANK/AMAKA', 655, 2441, 850, 2471),
      word('ADEBAYO', 865, 2441, 1000, 2471),
      word('10', 1519, 2441, 1577, 2471),
      word('400.00', 1587, 2441, 1704, 2471),
      word('327,304.12', 1913, 2441, 2138, 2471),
    ];
    expect(linesOfOcrWords([line], 1)[0].text).toContain('10,400.00');
    // Two characters read at under 10% in the margin are a speck, which would fill the date cell of a narration's
    // second line ("at" left of "6043580919") and end the row there.
    expect(linesOfOcrWords([[word('at', 60, 2480, 106, 2510, 0), word('6043580919', 551, 2480, 705, 2510)]], 1)[0].text).toBe('6043580919');
    // Farther apart than a word space, they stay two words.
    const apart = line.map((w) => (w.text === '10' ? { ...w, x0: 1480, x1: 1538 } : w));
    expect(linesOfOcrWords([apart], 1)[0].text).not.toContain('10,400.00');
  });

  it('keeps two figures with their kobo apart however close (a credit and a balance on a monospaced page)', () => {
    // Set 36's blurred Ecobank photo: "473,500.00" and "558,947.00" 5 px apart were joined into one cell, and the
    // salary row was lost.
    const line = [
      word('25-Jun-2025', 285, 1334, 411, 1348),
      word('SALARY', 577, 1334, 649, 1348),
      word('JUN', 663, 1334, 695, 1348),
      word('FROM', 707, 1334, 752, 1348),
      word('473,500.00', 1269, 1334, 1397, 1348),
      word('558,947.00', 1402, 1334, 1515, 1348),
    ];
    const cells = linesOfOcrWords([line], 1)[0].segments.map((s) => s.text);
    expect(cells.filter((c) => /\d/.test(c))).toEqual(['25-Jun-2025', '473,500.00', '558,947.00']);
  });

  it('drops a flat low-confidence mark (a dotted rule read as letters) but keeps short text of normal height', () => {
    const lines = linesOfOcrWords(
      [
        [word('01/07/2025', 230, 1100, 400, 1125), word('SMS', 700, 1100, 760, 1125)],
        [word('RR', 1276, 1371, 1319, 1373, 29)],
        [word('ZENITH', 700, 1140, 820, 1165), word('APP', 830, 1140, 890, 1165)],
      ],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['01/07/2025 SMS', 'ZENITH APP']);
  });

  it('puts back the gaps of letter-spaced print from the characters, a kerned pair staying together', () => {
    expect(letterSpacedText(spelled('NIPCHARGE', 700, 0, 19, [11, 12, 10, 11, 12, 11, 10, 12]))).toBe(
      'N I P C H A R G E',
    );
    expect(letterSpacedText(spelled('TRONIC', 700, 0, 19, [11, 12, 10, 11, 1]))).toBe('T R O N IC');
    // Ordinary print: characters nearly touch.
    expect(letterSpacedText(spelled('TRANSFER', 700, 0, 19, [2, 3, 1, 2, 4, 2, 3]))).toBe('TRANSFER');
    // A thin letter's side bearings are no letter-spacing: "Balance" in small grey print stays one word.
    const balance = spelled('Balance', 700, 0, 11, [3, 4, 4, 4, 3, 2]);
    balance.symbols = balance.symbols!.map((s) => (s.text === 'l' ? { ...s, x1: s.x0 + 2 } : s));
    balance.y1 = 16;
    balance.symbols = balance.symbols.map((s) => ({ ...s, y1: 16 }));
    expect(letterSpacedText(balance)).toBe('Balance');
    // Small tabular digits stand apart like letter-spaced print, but a figure is one word however it is spaced.
    expect(letterSpacedText(spelled('18:23:50', 700, 0, 12, [8, 8, 8, 8, 8, 8, 8]))).toBe('18:23:50');
    expect(letterSpacedText(spelled('911390422', 700, 0, 12, [8, 8, 8, 8, 8, 8, 8, 8]))).toBe('911390422');
    // A monospaced face sets narrow letters in full-width cells: their middles at one pitch, under the letters'
    // height, the gaps varying with the letters (set 36's Ecobank photo read with thinned strokes).
    const mono = (text: string, boxes: [number, number][], h: number): OcrWord => {
      const symbols = boxes.map(([x0, x1], i) => ({ text: text[i], x0, x1, y0: 0, y1: h }));
      return { text, confidence: 95, x0: boxes[0][0], x1: boxes.at(-1)![1], y0: 0, y1: h, symbols };
    };
    expect(letterSpacedText(mono('Trans', [[280, 288], [292, 299], [302, 311], [314, 322], [326, 333]], 12))).toBe('Trans');
    expect(letterSpacedText(mono('Credit', [[1289, 1297], [1301, 1308], [1311, 1319], [1322, 1330], [1334, 1341], [1345, 1351]], 13))).toBe('Credit');
    // Letter-spaced monospaced print stands two cells apart: still split.
    expect(letterSpacedText(mono('NIPFEE', [[0, 8], [23, 27], [46, 54], [69, 77], [92, 100], [115, 123]], 12))).toBe('N I P F E E');
    // A misplaced character box (the T's reaching back over the M) says nothing of the spacing.
    const pmt = spelled('PMT', 560, 0, 18, [9, 2]);
    pmt.symbols = pmt.symbols!.map((s) => (s.text === 'T' ? { ...s, x0: 580, x1: 635 } : s));
    expect(letterSpacedText(pmt)).toBe('PMT');
    // "NIP" in clean print, 23 px high: every gap (6 and 5 px) is beside the thin I, whose bearings they are.
    const nip = (gap: number): OcrWord => {
      const boxes: [string, number, number][] = [['N', 532, 551], ['I', 551 + gap, 555 + gap], ['P', 555 + 2 * gap, 574 + 2 * gap]];
      const symbols = boxes.map(([text, x0, x1]) => ({ text, x0, x1, y0: 0, y1: 23 }));
      return { text: 'NIP', confidence: 96, x0: 532, x1: 574 + 2 * gap, y0: 0, y1: 23, symbols };
    };
    expect(letterSpacedText(nip(6))).toBe('NIP');
    // Letter-spaced, the same letters stand a space apart.
    expect(letterSpacedText(nip(14))).toBe('N I P');
    // Without character boxes nothing is guessed.
    expect(letterSpacedText(word('NIPCHARGE', 700, 0, 1000, 25))).toBe('NIPCHARGE');
  });

  it('joins a reference cut into pieces by narrow gaps, never words a normal space apart', () => {
    const line = [
      word('DEBIT', 703, 1780, 799, 1805),
      word('MANDATE', 810, 1781, 967, 1805),
      word('PF/LN/2', 978, 1781, 1098, 1805),
      word('02', 1104, 1780, 1135, 1805),
      word('5/881', 1141, 1781, 1218, 1805),
      word('2', 1223, 1780, 1238, 1805),
    ];
    const other = [
      word('JULY', 698, 1168, 775, 1193),
      word('2025', 786, 1169, 857, 1193),
      word('STAFF', 870, 1169, 967, 1193),
    ];
    expect(linesOfOcrWords([other, line], 1).map((l) => l.text)).toEqual([
      'JULY 2025 STAFF',
      'DEBIT MANDATE PF/LN/2025/8812',
    ]);
  });

  it('keeps a balance and a transaction ID printed close together as two cells, and the pieces of one amount as one', () => {
    const line = [
      word('Jul', 300, 950, 350, 975),
      word('16,', 358, 950, 400, 975),
      word('2025', 410, 950, 480, 975),
      word('40,685.50', 1667, 950, 1800, 975),
      word('25071618028010614033', 1812, 950, 2150, 975),
    ];
    expect(linesOfOcrWords([line], 1)[0].segments.map((s) => s.text)).toEqual([
      'Jul 16, 2025',
      '40,685.50',
      '25071618028010614033',
    ]);
    const cut = [word('38.328', 1667, 800, 1760, 825), word('61', 1770, 800, 1800, 825)];
    expect(linesOfOcrWords([cut], 1)[0].segments.map((s) => s.text)).toEqual(['38.328 61']);
  });

  it('keeps two amounts printed close together as two cells, a narration ending in an amount included', () => {
    // A scan read at a small size: the gap between the credit and balance columns is narrower than a letter is tall.
    const line = [
      word('0.00', 1745, 850, 1815, 878),
      word('41,000.00', 1862, 850, 2010, 878),
      word('220,184.37', 2030, 850, 2200, 878),
    ];
    expect(linesOfOcrWords([line], 1)[0].segments.map((s) => s.text)).toEqual(['0.00', '41,000.00', '220,184.37']);
    const narration = [word('NGN', 600, 850, 660, 878), word('500.00', 670, 850, 760, 878), word('1,500.00', 780, 850, 900, 878)];
    expect(linesOfOcrWords([narration], 1)[0].segments.map((s) => s.text)).toEqual(['NGN 500.00', '1,500.00']);
  });

  it("keeps where each word of a merged run sat, as fractions of the run's width", () => {
    const line = [word('25/03/2025', 100, 850, 300, 880), word('25/03/2025', 320, 850, 520, 880), word('LEVY', 540, 850, 600, 880)];
    const [seg] = linesOfOcrWords([line], 1)[0].segments;
    expect(seg.text).toBe('25/03/2025 25/03/2025 LEVY');
    expect(seg.wordSpans).toEqual([
      [0, 0.4],
      [0.44, 0.84],
      [0.88, 1],
    ]);
  });

  it('cuts a box that reached down to a mark below back to its print, where its characters agree', () => {
    const chars = (text: string, x0: number, bottoms: number[]): OcrWord['symbols'] =>
      [...text].map((ch, i) => ({ text: ch, x0: x0 + 20 * i, y0: 2852, x1: x0 + 20 * i + 18, y1: bottoms[i] }));
    const line = [word('1,500.00', 1672, 2857, 1816, 2886), word('0.00', 1957, 2856, 2031, 2884)];
    // The balance's box took in specks of the rule 40 px below: some of its characters reach down to them.
    const tall = { ...word('19,640.75', 2078, 2852, 2243, 2925), symbols: chars('19640', 2078, [2884, 2925, 2884, 2925, 2921]) };
    const time = word('07:47:35', 138, 2875, 269, 2901);
    const [trimmed] = trimTallWords([tall, ...line, time]);
    expect([trimmed.y0, trimmed.y1]).toEqual([2852, 2881]);
    const grouped = groupOcrWords(trimTallWords([...line, tall, time])).map((l) => l.map((w) => w.text));
    expect(grouped).toEqual([['19,640.75', '0.00', '1,500.00'], ['07:47:35']]);
    // Every character as tall: which end holds the mark is not known, and the word is left as read.
    const even = { ...tall, symbols: chars('19640', 2078, [2925, 2925, 2925, 2925, 2925]) };
    expect(trimTallWords([even, ...line, time])[0]).toBe(even);
  });
});

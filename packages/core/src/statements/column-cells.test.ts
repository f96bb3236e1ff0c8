import { describe, expect, it } from 'vitest';
import { cellsOfLine, columnBoundaries, type Column } from './column-cells.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, x1: number, wordSpans?: Segment['wordSpans']): Segment => ({
  text,
  x0,
  x1,
  y: 10,
  h: 30,
  page: 1,
  ...(wordSpans ? { wordSpans } : {}),
});

const word = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 0, h: 10, page: 1 });

describe('column boundaries', () => {
  it('puts the boundary before a column of dates where the dates start, when cut narrations leave no free stretch', () => {
    // Set 28's Calc print: every narration cut at the cell's edge (255), the value dates from 258.9.
    const columns: Column[] = [
      { role: 'description', x0: 122.8, x1: 162.3 },
      { role: 'valueDate', x0: 258.9, x1: 307.2 },
      { role: 'debit', x0: 371.3, x1: 393.3 },
    ];
    const words = [
      word('NIP', 122.8, 136),
      word('TRF', 140.4, 153.6),
      word('NKECHI', 171.1, 197.5),
      word('BALOGUN', 201.9, 232.7),
      word('WEMA', 237.1, 255),
      word('COMMISSION', 122.8, 166.7),
      word('TRANSFER', 201.9, 237),
      word('ONYEK', 237.1, 255),
      word('ELECTRONIC', 122.8, 166),
      word('MONEY', 166.5, 190),
      word('TRANSFER', 190.5, 225),
      word('LEVY', 226, 254),
      word('02-Mar-2025', 258.9, 307.2),
      word('04-Mar-2025', 258.9, 307.2),
      word('1,120.00', 358.1, 393.2),
    ];
    const [b] = columnBoundaries(columns, words);
    expect(b).toBeGreaterThan(255);
    expect(b).toBeLessThan(258.9);
  });

  it("keeps a long narration's last words, and a stamp's words in the gap, out of the figures after it", () => {
    // A scan: Narration heading at 580-717, Debit at 1615-1692 over right-aligned figures from 1559; narrations run
    // to 1414, and a stamp's words fill the gap between them and the figures.
    const columns: Column[] = [
      { role: 'description', x0: 580, x1: 717 },
      { role: 'debit', x0: 1615, x1: 1692 },
      { role: 'balance', x0: 2146, x1: 2258 },
    ];
    const words = [
      word('MOB.TRF', 580, 718),
      word('POLARIS', 1074, 1205),
      word('BANK', 1215, 1304),
      word('DUES', 1332, 1414),
      word('WEB', 579, 650),
      word('NG', 1200, 1244),
      word('CERTIFIED', 1358, 1603),
      word('RUE', 1369, 1463),
      word('31 May 203', 1315, 1591),
      word('27,500.00', 1564, 1690),
      word('30,050.50', 1559, 1686),
      word('25.00', 1618, 1692),
      word('29,700.40', 2131, 2258),
    ];
    const [narrationEnd] = columnBoundaries(columns, words);
    expect(narrationEnd).toBeGreaterThan(1414);
    expect(narrationEnd).toBeLessThan(1559);
  });
  // Headings as a LibreOffice table centres them: "Date" over dates at 45-105, "Narration" far right of where the
  // narrations start (111).
  const columns: Column[] = [
    { role: 'date', x0: 63, x1: 89 },
    { role: 'description', x0: 197, x1: 250 },
  ];

  it("puts the boundary in the gap after the dates even when a few rows' word gaps line up nearer the next heading", () => {
    // Three rows whose second word ends at 146 and third starts at 153: a free stretch at 148-151 after shrinking.
    const words = [
      ...[0, 1, 2].map(() => word('05/09/2025', 45, 105)),
      word('CASH', 111, 139),
      word('DEPOSIT', 141, 146),
      word('BY', 153, 170),
      word('INTEREST', 111, 146),
      word('CREDIT', 153, 190),
      word('WITHHOLDING', 111, 146),
      word('TAX', 153, 175),
    ];
    const [b] = columnBoundaries(columns, words);
    expect(b).toBeGreaterThan(105);
    expect(b).toBeLessThan(111);
  });

  it('keeps a printed time set in the gap before a column of figures with its date, wherever the figures start', () => {
    // Kuda re-saved by LibreOffice Draw: "Date/Time" heading 16-53, the time on the next tab stop (65-94), past the
    // start of "Money In" (91); the credits are right-aligned 104-151.
    const columns: Column[] = [
      { role: 'date', x0: 16, x1: 53 },
      { role: 'credit', x0: 91, x1: 134 },
    ];
    const words = [
      word('17/09/26', 29, 58),
      word('11:12:52', 65, 94),
      word('₦12,000.00', 104, 151),
      word('01/09/26', 29, 58),
      word('22:48:11', 65, 94),
    ];
    const [b] = columnBoundaries(columns, words);
    expect(b).toBeGreaterThan(94);
    expect(b).toBeLessThan(104);
    // Read by OCR, the same words keep the boundary they had.
    expect(
      columnBoundaries(
        columns,
        words.map((w) => ({ ...w, conf: 90 })),
      )[0],
    ).toBeLessThan(65);
  });

  it('before a column of figures, takes the free stretch nearest its heading, though a wider one lies left of it', () => {
    const amounts: Column[] = [
      { role: 'credit', x0: 300, x1: 330 },
      { role: 'balance', x0: 400, x1: 440 },
    ];
    // A credit column of "-" right-aligned at 385: the white space left of it is the credit column's own.
    const words = [word('1,000.00', 310, 342), word('-', 383, 385), word('212,140.75', 405, 450)];
    const [b] = columnBoundaries(amounts, words);
    expect(b).toBeGreaterThan(385);
    expect(b).toBeLessThan(400);
  });

  describe('columnBoundaries, figures reaching into the gap before a text column', () => {
    it('gives the gap to the figures when only figures lie in it ("Balance" over "585,295.94", then "Channel")', () => {
      const columns: Column[] = [
        { role: 'balance', x0: 533, x1: 560 },
        { role: 'ignore', x0: 624, x1: 651 },
      ];
      // The free stretch left of the figures (560-580) is wider than the one right of them (613-624).
      const words = [word('234,509.95', 578, 613), word('POS', 624, 639), word('4,009.95', 590, 613)];
      const [b] = columnBoundaries(columns, words);
      expect(b).toBeGreaterThan(613);
      expect(b).toBeLessThan(624);
    });
    it('still takes the widest free stretch when text lies in the gap', () => {
      const columns: Column[] = [
        { role: 'balance', x0: 533, x1: 560 },
        { role: 'ignore', x0: 624, x1: 651 },
      ];
      // A branch name started left of its heading: the gap is not the balance's.
      const words = [word('234,509.95', 520, 560), word('IKEJA', 585, 610)];
      const [b] = columnBoundaries(columns, words);
      expect(b).toBeLessThan(585);
    });
  });
});

describe('cellsOfLine', () => {
  it("leaves a speck read unsurely as letters out of a scan's figure cell, and keeps a direction", () => {
    // Set 31's Kuda photo: "INE" read at 42% at the page's edge, right of the balance, made the balance unreadable.
    const columns: Column[] = [
      { role: 'description', x0: 1443, x1: 1700 },
      { role: 'balance', x0: 1931, x1: 2100 },
    ];
    const seg = (text: string, x0: number, x1: number, conf: number) => ({
      text,
      x0,
      x1,
      y: 765,
      h: 30,
      page: 1,
      conf,
    });
    const line = (segments: Segment[]) =>
      cellsOfLine({ page: 1, y: 765, h: 30, segments, text: segments.map((x) => x.text).join(' ') }, columns, [1800]);
    expect(line([seg('614,587.96', 1931, 2100, 96), seg('INE', 2341, 2397, 42)]).get('balance')).toEqual([
      '614,587.96',
    ]);
    expect(line([seg('614,587.96', 1931, 2100, 96), seg('CR', 2110, 2150, 42)]).get('balance')).toEqual([
      '614,587.96',
      'CR',
    ]);
    expect(line([seg('614,587.96', 1931, 2100, 96), seg('INE', 2341, 2397, 90)]).get('balance')).toEqual([
      '614,587.96',
      'INE',
    ]);
  });

  it('gives the second figure of a run to the next column of figures, when the estimate put both in one', () => {
    // Set 50's Providus page printed four to a sheet: a credit and its balance printed so close they are one run.
    const columns: Column[] = [
      { role: 'description', x0: 96, x1: 118 },
      { role: 'debit', x0: 201, x1: 214 },
      { role: 'credit', x0: 226, x1: 241 },
      { role: 'balance', x0: 252, x1: 271 },
    ];
    const s = { text: '1,500.00 2,320,274.15', x0: 221, x1: 271, y: 10, h: 5, page: 1 };
    const cells = cellsOfLine({ page: 1, y: 10, h: 5, segments: [s], text: s.text }, columns, [190, 220, 244]);
    expect([cells.get('credit'), cells.get('balance')]).toEqual([['1,500.00'], ['2,320,274.15']]);
  });

  it('parts each printed line where the next column of text starts, when the rows leave no gap between the two', () => {
    // Set 50's Calc print: narrations wrapped in tall cells, one row's first line and another's second line cover the
    // whole gap before the references; the middle of the gap cut "… VICTORIA ISLAND" after VICTORIA.
    const columns: Column[] = [
      { role: 'description', x0: 160, x1: 221 },
      { role: 'reference', x0: 412, x1: 475 },
    ];
    const words = [
      { text: 'TILES', x0: 160, x1: 190, y: 1, h: 9, page: 1 },
      { text: '000017250911070753439620829064', x0: 193, x1: 403, y: 1, h: 9, page: 1 },
      { text: 'SULEIMAN', x0: 360, x1: 414, y: 2, h: 9, page: 1 },
      { text: 'W78278042596', x0: 412, x1: 500, y: 1, h: 9, page: 1 },
    ];
    const boundaries = columnBoundaries(columns, words);
    const at = (y: number, texts: [string, number, number][]) => {
      const segments = texts.map(([text, x0, x1]) => ({ text, x0, x1, y, h: 9, page: 1 }));
      return cellsOfLine({ page: 1, y, h: 9, segments, text: texts.map((t) => t[0]).join(' ') }, columns, boundaries);
    };
    const line = at(5, [
      ['POS PURCHASE ADDIDE VICTORIA ISLAND', 160, 392],
      ['W18775778506', 412, 500],
    ]);
    expect([line.get('description'), line.get('reference')]).toEqual([
      ['POS PURCHASE ADDIDE VICTORIA ISLAND'],
      ['W18775778506'],
    ]);
    // A narration cut at its cell's edge keeps its last letters: the next cell starts at its heading, not before.
    const cut = at(9, [
      ['NIP TRANSFER FROM CHUKWUEMEKA C', 160, 410],
      ['W1', 412, 430],
    ]);
    expect(cut.get('description')).toEqual(['NIP TRANSFER FROM CHUKWUEMEKA C']);
  });

  it('keeps a balance run on into the next column’s word in the balance column', () => {
    // Set 50's Sterling sheet printed across pages: "289,180.77 MOBILE" under "Balance" (left-aligned heading) and
    // "Channel"; the word's estimated start fell 9 pt short of "Channel", and the figure was read as a channel.
    const columns: Column[] = [
      { role: 'balance', x0: 146, x1: 195 },
      { role: 'ignore', x0: 265, x1: 316 },
    ];
    const words = [
      { text: '289,180.77', x0: 200, x1: 254, y: 10, h: 11, page: 1 },
      { text: 'SYSTEM', x0: 256, x1: 300, y: 10, h: 11, page: 1 },
    ];
    const boundaries = columnBoundaries(columns, words);
    expect(
      cellsOfLine({ page: 1, y: 10, h: 11, segments: words, text: '289,180.77 SYSTEM' }, columns, boundaries).get(
        'balance',
      ),
    ).toEqual(['289,180.77']);
  });

  it('keeps an ISO date whole where a run crosses into the next column', () => {
    const columns: Column[] = [
      { role: 'date', x0: 55, x1: 120 },
      { role: 'description', x0: 150, x1: 200 },
    ];
    const s = { text: '2025-11-01 17:39:00 Transfer to Kelechi', x0: 76, x1: 300, y: 10, h: 9, page: 1 };
    expect(cellsOfLine({ page: 1, y: 10, h: 9, segments: [s], text: s.text }, columns, [140]).get('date')?.[0]).toMatch(
      /^2025-11-01/,
    );
  });

  it("parts a narration cut at its cell's edge from the date it runs into with no space", () => {
    // Set 28's Calc print: "… IBRAHIM ONYEK" cut at the narration's edge, then "04-Mar-2025", drawn as one word.
    const columns: Column[] = [
      { role: 'description', x0: 122.8, x1: 162.3 },
      { role: 'valueDate', x0: 258.9, x1: 307.2 },
    ];
    const s = { text: 'ONYEK04-Mar-2025', x0: 237.1, x1: 307.3, y: 10, h: 7.3, page: 1 };
    const cells = cellsOfLine({ page: 1, y: 10, h: 7.3, segments: [s], text: s.text }, columns, [257]);
    expect([cells.get('description'), cells.get('valueDate')]).toEqual([['ONYEK'], ['04-Mar-2025']]);
  });

  it("parts a terminal's number cut at the cell's edge from the two-digit day it runs into", () => {
    // Set 28's Calc print: "POS PURCHASE BOLT NG TERM 22061" cut at the narration's edge, then "15-Mar-2025".
    const columns: Column[] = [
      { role: 'description', x0: 122.8, x1: 162.3 },
      { role: 'valueDate', x0: 258.9, x1: 307.2 },
    ];
    for (const [text, narration, date] of [
      ['2206115-Mar-2025', '22061', '15-Mar-2025'],
      ['8921-Apr-2025', '89', '21-Apr-2025'],
      ['/M15-Apr-2025', '/M', '15-Apr-2025'],
    ]) {
      const s = { text, x0: 307.3 - 4.4 * text.length, x1: 307.3, y: 10, h: 7.3, page: 1 };
      const cells = cellsOfLine({ page: 1, y: 10, h: 7.3, segments: [s], text }, columns, [257]);
      expect([cells.get('description'), cells.get('valueDate')]).toEqual([[narration], [date]]);
    }
  });

  it('keeps a day with its month when a run of date, time and value date is split by estimate', () => {
    // OPay: "06 Oct 2026 11:19:19 06 Oct 2026" drawn as one run across the date and value-date columns.
    const columns: Column[] = [
      { role: 'date', x0: 37, x1: 98 },
      { role: 'valueDate', x0: 125, x1: 182 },
    ];
    const s = { text: '06 Oct 2026 11:19:19 06 Oct 2026', x0: 17, x1: 182, y: 10, h: 9.2, page: 1 };
    // Estimated, the second "06" ends at 131.2 and "Oct" starts at 134.3: a boundary between them parts the date.
    const cells = cellsOfLine({ page: 1, y: 10, h: 9.2, segments: [s], text: s.text }, columns, [132.5]);
    expect(cells.get('date')).toEqual(['06 Oct 2026 11:19:19']);
    expect(cells.get('valueDate')).toEqual(['06 Oct 2026']);
  });

  it('gives the narration its first word when a photo read it in one piece with the value date', () => {
    // Set 18's Access photo: "10-Nov-25 IPOS PURCHASE SLOT SYSTEMS", the narration's first word a little left of the
    // narration's edge (832) on a tilted page.
    const columns: Column[] = [
      { role: 'date', x0: 437, x1: 600 },
      { role: 'valueDate', x0: 640, x1: 800 },
      { role: 'description', x0: 834, x1: 1100 },
      { role: 'debit', x0: 1514, x1: 1600 },
    ];
    const spans = [
      [0, 0.2],
      [0.23, 0.3],
      [0.33, 0.6],
      [0.63, 0.8],
      [0.83, 1],
    ] as const;
    const s: Segment = { ...run('10-Nov-25 IPOS PURCHASE SLOT SYSTEMS', 659, 1332, spans), conf: 90 };
    const cells = cellsOfLine({ page: 1, y: 10, h: 30, segments: [s], text: s.text }, columns, [620, 832, 1454]);
    expect(cells.get('valueDate')).toEqual(['10-Nov-25']);
    expect(cells.get('description')).toEqual(['IPOS PURCHASE SLOT SYSTEMS']);
    // A date of several words keeps them all: "10 Nov 2025 Mon" is all date.
    const d: Segment = {
      ...run('10 Nov 2025 Mon', 659, 800, [
        [0, 0.2],
        [0.25, 0.5],
        [0.55, 0.8],
        [0.82, 1],
      ]),
      conf: 90,
    };
    const dated = cellsOfLine(
      { page: 1, y: 10, h: 30, segments: [d, { ...run('POS', 850, 900), conf: 90 }], text: '' },
      columns,
      [620, 832, 1454],
    );
    expect(dated.get('valueDate')).toEqual(['10 Nov 2025 Mon']);
  });

  it('keeps a direction before a figure with it, and a printed whole figure in its column whole', () => {
    // Set 24: Wema's "CR 420,000.00" and Carbon's "N 245,000", run in one piece with the narration's last words
    // across the boundary that figures with kobo set.
    const columns: Column[] = [
      { role: 'description', x0: 139, x1: 400 },
      { role: 'amount', x0: 470, x1: 500 },
      { role: 'balance', x0: 514, x1: 556 },
    ];
    const credit = run('CR 420,000.00', 454, 500);
    expect(
      cellsOfLine({ page: 1, y: 10, h: 9, segments: [credit], text: credit.text }, columns, [460, 508]).get('amount'),
    ).toEqual(['CR 420,000.00']);
    const whole = run('(N 75,500)', 525, 566);
    const cells = cellsOfLine(
      { page: 1, y: 10, h: 9, segments: [whole], text: whole.text },
      [columns[0], { role: 'amount', x0: 540, x1: 566 }],
      [535],
    );
    expect(cells.get('amount')).toEqual(['(N 75,500)']);
    // After a figure, a direction is that figure's own: "12,638.00 DR 463,773.92".
    const pair = run('12,638.00 DR 463,773.92', 300, 556, [
      [0, 0.39],
      [0.41, 0.55],
      [0.7, 1],
    ]);
    const figures: Column[] = [
      { role: 'description', x0: 139, x1: 280 },
      { role: 'amount', x0: 300, x1: 400 },
      { role: 'balance', x0: 480, x1: 556 },
    ];
    const read = cellsOfLine({ page: 1, y: 10, h: 9, segments: [pair], text: pair.text }, figures, [290, 460]);
    expect([read.get('amount'), read.get('balance')]).toEqual([['12,638.00 DR'], ['463,773.92']]);
  });
  it("gives the narration its last printed word when it runs over the balance's edge", () => {
    // Set 19's copy re-saved through LibreOffice Draw: "Gwarinpa" (521-551) starts in the narration and reaches past
    // the balance's boundary; the balance beside it (542-578) was read as "Gwarinpa ₦26,270.31", no figure at all.
    const columns: Column[] = [
      { role: 'description', x0: 377, x1: 418 },
      { role: 'balance', x0: 529, x1: 557 },
    ];
    const segments = [
      word('Prince', 449, 468),
      word('Ebeano', 485, 508),
      word('Gwarinpa', 521, 551),
      word('₦26,270.31', 542, 578),
    ];
    const cells = cellsOfLine({ page: 1, y: 0, h: 10, segments, text: '' }, columns, [529]);
    expect([cells.get('description'), cells.get('balance')]).toEqual([
      ['Prince', 'Ebeano', 'Gwarinpa'],
      ['₦26,270.31'],
    ]);
    // A direction before the figure stays the figure's; OCR's words keep the boundary.
    const marked = cellsOfLine(
      { page: 1, y: 0, h: 10, segments: [word('CR', 526, 538), word('₦26,270.31', 542, 578)], text: '' },
      columns,
      [529],
    );
    expect(marked.get('balance')).toEqual(['CR', '₦26,270.31']);
    const scanned = cellsOfLine(
      { page: 1, y: 0, h: 10, segments: [{ ...word('Gwarinpa', 521, 551), conf: 90 }], text: '' },
      columns,
      [529],
    );
    expect(scanned.get('balance')).toEqual(['Gwarinpa']);
  });
  it('parts each line of a leaning photo on its own when no white space lies between two columns of text', () => {
    // Set 18's Stanbic page 2, a phone photo: the narrations reach to 1,273 px, under "Reference" (1,287), on one row,
    // and a reference starts at 1,253 on another, so no stretch between the headings is free of words.
    const columns: Column[] = [
      { role: 'description', x0: 467, x1: 626 },
      { role: 'reference', x0: 1287, x1: 1428 },
      { role: 'amount', x0: 1627, x1: 1737 },
    ];
    const ocr = (text: string, x0: number, x1: number): Segment => ({ ...word(text, x0, x1), h: 28, conf: 90 });
    const lines = [
      [
        ocr('SALARY', 461, 575),
        ocr('MAY', 586, 646),
        ocr('2025', 655, 719),
        ocr('MERIDIAN', 730, 872),
        ocr('PETROSERVE', 883, 1083),
        ocr('LTD', 1094, 1145),
        ocr('612,000.00', 1640, 1737),
      ],
      [
        ocr('IB', 461, 487),
        ocr('TRF', 496, 553),
        ocr('TO', 561, 600),
        ocr('HALIMA', 611, 721),
        ocr('DANJUMA', 728, 870),
        ocr('ACCESS', 875, 997),
        ocr('BANK', 1007, 1086),
        ocr('CAR', 1096, 1157),
        ocr('REPAIR', 1167, 1273),
        ocr('S61910726', 1292, 1444),
      ],
      [
        ocr('NIP', 457, 504),
        ocr('CR', 514, 556),
        ocr('NGOZI', 567, 658),
        ocr('ONYEKACHI', 680, 842),
        ocr('KUDA', 859, 932),
        ocr('MFB', 950, 1000),
        ocr('514868981937', 1005, 1214),
        ocr('S83172242', 1253, 1448),
      ],
    ];
    const boundaries = columnBoundaries(columns, lines.flat());
    const read = lines.map((segments) =>
      cellsOfLine({ page: 1, y: 0, h: 28, segments, text: '' }, columns, boundaries),
    );
    expect(read.map((c) => [c.get('description')?.join(' '), c.get('reference')?.join(' ')])).toEqual([
      ['SALARY MAY 2025 MERIDIAN PETROSERVE LTD', undefined],
      ['IB TRF TO HALIMA DANJUMA ACCESS BANK CAR REPAIR', 'S61910726'],
      ['NIP CR NGOZI ONYEKACHI KUDA MFB 514868981937', 'S83172242'],
    ]);
    // Printed text is parted by line too, but does not lean: its next cell starts at its heading (column-cells.ts).
    const printed = columnBoundaries(
      columns,
      lines.flat().map(({ conf: _conf, ...w }) => w),
    );
    expect(printed.byLine).toEqual(new Set([0]));
  });
});

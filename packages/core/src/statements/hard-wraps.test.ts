import { describe, expect, it } from 'vitest';
import { joinWrapped } from './assemble-rows.ts';
import { cutMidWord, hardWraps } from './hard-wraps.ts';

/** Cuts a narration every n characters, as a core-banking printout does (spaces at a cut are not printed). */
function cutEvery(text: string, n: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > n) {
    lines.push(rest.slice(0, n).trimEnd());
    rest = rest.slice(n).trimStart();
  }
  return rest ? [...lines, rest] : lines;
}

describe('hard wraps', () => {
  const narrations = [
    'POS PURCHASE@CROSS-RIVER FRESH FOODS CALABAR',
    'POS PURCHASE@SUNRISE FILLING STATION AJAH',
    'INWARD NIP TRANSFER FROM NGOZI ZAINAB NWOSU WEMA BANK NARRATION: REFUND OF MONEY BORROWED SESSIONID: 000078250809232759271069',
    'FCMB MOBILE TRF TO FOLASADE SHITTU/FIDELITY/FOOD',
    'ELECTRONIC MONEY TRANSFER LEVY',
    'USSD AIRTIME *329# 08081849341',
    'STAMP DUTY',
  ];
  it('joins a narration cut every 26 characters without a space where the cut fell inside a word', () => {
    const rows = narrations.map((n) => cutEvery(n, 26));
    const wraps = hardWraps(rows);
    expect(wraps).toEqual({ width: 26, fixed: true });
    expect(rows.map((r) => joinWrapped(r, wraps))).toEqual(narrations);
    // Without the document's measure, the same lines read with spaces inside words.
    expect(joinWrapped(rows[1])).toBe('POS PURCHASE@SUNRISE FILLI NG STATION AJAH');
  });
  it('finds no fixed cut in narrations wrapped at spaces', () => {
    const wrapped = [
      ['ZENITH MOBILE TRF TO', 'NGOZI ONYEKACHI KUDA', '4671506995 GAS REFILL'],
      ['POS/WEB PURCHASE BLUE', 'GATE SUPERMARKET IKEJA'],
      ['CASH WITHDRAWAL ATM', 'ZENITH BANK KANO RD', 'KADUNA TID 60579661'],
      ['ELECTRONIC MONEY', 'TRANSFER LEVY'],
      ['NIP CR/MOB/FUNMILAYO', 'OGUNLEYE/GTB/LOAN'],
    ];
    const wraps = hardWraps(wrapped);
    expect(wraps?.fixed).toBe(false);
    expect(wrapped.map((r) => joinWrapped(r, wraps))).toEqual([
      'ZENITH MOBILE TRF TO NGOZI ONYEKACHI KUDA 4671506995 GAS REFILL',
      'POS/WEB PURCHASE BLUE GATE SUPERMARKET IKEJA',
      'CASH WITHDRAWAL ATM ZENITH BANK KANO RD KADUNA TID 60579661',
      'ELECTRONIC MONEY TRANSFER LEVY',
      'NIP CR/MOB/FUNMILAYO OGUNLEYE/GTB/LOAN',
    ]);
  });
  it('joins a token wider than its cell, broken at the edge, unless a word opens the next line', () => {
    const wraps = { width: 27, fixed: false };
    expect(cutMidWord('AIRTIME/GLO/07058158541/*96', '6#', wraps)).toBe(true);
    expect(cutMidWord('AIRTIME/9MOBILE/0809834958', '4/*966#', wraps)).toBe(true);
    expect(cutMidWord('NIP/GTB/OKONKWO/SCHOOLFEES', 'PAYMENT', wraps)).toBe(false);
    // A session ID that fitted its line, then the next reference (set 26's UBA print).
    expect(cutMidWord('000073250502153229892', 'FT2512239207', { width: 24, fixed: false })).toBe(false);
    // A short token, or a line of words, was wrapped at a space.
    expect(cutMidWord('4671506995', '22 GAS', wraps)).toBe(false);
    expect(cutMidWord('ZENITH BANK AMINU KANO RD', 'CRES', wraps)).toBe(false);
  });
});

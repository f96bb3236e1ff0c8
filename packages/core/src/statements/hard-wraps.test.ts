import { describe, expect, it } from 'vitest';
import { assembleRows, joinWrapped, type CellLine } from './assemble-rows.ts';
import { cutMidWord, hardWraps, spacedSlashes } from './hard-wraps.ts';
import type { ColumnRole } from './types.ts';

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

  it('keeps the space of a cell wrapped right after its slash where the column spaces its slashes', () => {
    // An app's To / From cell prints "NAME/ Bank"; a long one wraps at the space after the slash.
    const parties = [
      ['EMEKA UCHENNA OBI/ Opay'],
      ['EFOSA ZAINAB ADEYEMI/', 'Moniepoint Mfb'],
      ['NKECHI IFEOMA EZE/ Gtbank'],
      ['AIRTEL'],
    ];
    expect(spacedSlashes(parties.flat())).toBe(true);
    expect(joinWrapped(parties[1], null, true)).toBe('EFOSA ZAINAB ADEYEMI/ Moniepoint Mfb');
    // A line that ends on the slash is no evidence; nor is one spaced slash, nor spaces outnumbered by run-on slashes.
    expect(spacedSlashes(['EFOSA ZAINAB ADEYEMI/', 'Moniepoint Mfb', 'NIP CR/ADA OBI/ Opay'])).toBe(false);
    expect(spacedSlashes(['ADA/ Opay', 'OBI/ Kuda', 'NIP/MOB/ADA', 'TRF/WEB/OBI'])).toBe(false);
    // A column that runs its slashes into words keeps the join without a space.
    expect(spacedSlashes(['NIP CR/MOB/FUNMILAYO', 'OGUNLEYE/GTB/LOAN'])).toBe(false);
  });
  it('joins the wrapped To / From cells of a statement by how its own cells print their slashes', () => {
    const line = (y: number, cells: Partial<Record<ColumnRole, string>>): CellLine => ({
      page: 1,
      y,
      h: 8,
      cells: new Map(Object.entries(cells).map(([k, v]) => [k as ColumnRole, [v as string]])),
    });
    const rows = assembleRows([
      line(100, {
        date: '03/11/25',
        counterparty: 'RUKAYAT ADEBAYO/ Stanbic Ibtc',
        description: 'rent',
        debit: '5,000.00',
        balance: '73,157.50',
      }),
      line(110, { date: '15:15:35' }),
      line(124, {
        date: '04/11/25',
        counterparty: 'EFOSA ZAINAB ADEYEMI/',
        description: 'contribution',
        credit: '9,375.00',
        balance: '82,532.50',
      }),
      line(134, { date: '19:38:50', counterparty: 'Moniepoint Mfb' }),
      line(148, {
        date: '05/11/25',
        counterparty: 'EMEKA UCHENNA OBI/ Opay',
        description: 'loan',
        credit: '15,000.00',
        balance: '97,532.50',
      }),
      line(158, { date: '20:17:35' }),
    ]);
    expect(rows.map((r) => r.counterparty)).toEqual([
      'RUKAYAT ADEBAYO/ Stanbic Ibtc',
      'EFOSA ZAINAB ADEYEMI/ Moniepoint Mfb',
      'EMEKA UCHENNA OBI/ Opay',
    ]);
  });
});

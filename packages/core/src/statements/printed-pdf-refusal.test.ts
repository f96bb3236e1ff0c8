import { describe, expect, it } from 'vitest';
import type { OcrEngine, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { parseStatement } from './parse-statement.ts';

/** A one-page PDF that prints the given lines of text (Helvetica, one line each), as an app's export would. */
function printedPdf(lines: readonly string[]): Uint8Array {
  const stream = `BT /F1 11 Tf 72 720 Td 14 TL ${lines.map((l) => `(${l}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}

/** OCR's reading of the page: a table whose balances lost their points and commas (every row disagrees). */
function misread(): RecognisedPage {
  const rows = [
    ['Date', 'Description', 'Amount', 'Balance'],
    ['06 Oct 2025', 'POS PURCHASE HUBMART', '-9,322.00', '4533820'],
    ['10 Oct 2025', 'ATM WDL VI 782426', '-40,000.00', '533820'],
    ['11 Oct 2025', 'STAMP DUTY CHARGE', '-50.00', '528820'],
    ['14 Oct 2025', 'AIRTIME MTN 0905692275', '-500.00', '478820'],
  ];
  const columns = [100, 500, 1400, 1800];
  return {
    width: 2400,
    height: 3200,
    confidence: 90,
    lines: rows.map((cells, i) =>
      cells.flatMap((cell, c) => {
        let x = columns[c];
        return cell.split(' ').map((text): RecognisedWord => {
          const word = { text, confidence: 95, x0: x, y0: 200 + i * 60, x1: x + text.length * 28, y1: 236 + i * 60 };
          x += (text.length + 1) * 28;
          return word;
        });
      }),
    ),
  };
}

describe('a PDF that prints its own text in a layout we cannot read', () => {
  it('is told no transactions were found, never to take a sharper photo, though OCR read figures it could not trust', async () => {
    const pdf = printedPdf([
      'Wallet history exported from the app',
      'Six transactions in October 2025, laid out as a timeline of bubbles',
      'Every figure is printed as a picture of its own',
    ]);
    const ocr: OcrEngine = { recognise: async () => [misread()] };
    await expect(parseStatement(pdf, { ocr })).rejects.toMatchObject({
      code: 'NO_TRANSACTIONS',
      message: expect.stringMatching(/^No transactions were found in this file/),
    });
  });

  it('is told so too when OCR reads no row from it', async () => {
    const pdf = printedPdf(['Wallet history exported from the app', 'Six transactions in October 2025, laid out as a timeline']);
    const blank: RecognisedPage = { width: 2400, height: 3200, confidence: 90, lines: [] };
    const ocr: OcrEngine = { recognise: async () => [blank] };
    await expect(parseStatement(pdf, { ocr })).rejects.toMatchObject({
      code: 'NO_TRANSACTIONS',
      message: expect.stringMatching(/^No transactions were found in this file/),
    });
  });
});

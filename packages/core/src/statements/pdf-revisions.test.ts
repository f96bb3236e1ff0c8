import { describe, expect, it } from 'vitest';
import { openPdf, pdfTextItems } from './pdf-text-items.ts';
import { earlierRevisionEnds, onlyAddedTo } from './pdf-revisions.ts';

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const content = (text: string) => {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
};

/** A revision: its objects (number → body) written from `start`, an xref of them and a trailer (`prev`: the one before). */
function revision(start: number, objects: Record<number, string>, size: number, extra = '', prev?: number): { bytes: string; xref: number } {
  let body = '';
  const offsets: [number, number][] = [];
  for (const [n, obj] of Object.entries(objects)) {
    offsets.push([Number(n), start + body.length]);
    body += `${n} 0 obj\n${obj}\nendobj\n`;
  }
  const xref = start + body.length;
  let table = 'xref\n';
  for (const [n, off] of offsets) table += `${n} 1\n${String(off).padStart(10, '0')} 00000 n \n`;
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R${extra}${prev !== undefined ? ` /Prev ${prev}` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: body + table + trailer, xref };
}

/** A page that prints no text: a scan's picture, drawn here as a rule whose place stands for the picture's content. */
const drawing = (x: number) => {
  const stream = `${x} 700 m 500 700 l S`;
  return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
};

/** A one-page statement line, saved once; then, appended, a stamp (an annotation) or a changed figure. */
function statementPdf(later: 'stamp' | 'changed figure' | 'changed picture' | null, scan = false): Uint8Array {
  const head = '%PDF-1.4\n';
  const first = revision(
    head.length,
    {
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      4: scan ? drawing(72) : content('02/05/2025 POS PURCHASE 1,659.65 25,525.95'),
      5: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      6: "<< /CreationDate (D:20250601090000+01'00') >>",
    },
    7,
    ' /Info 6 0 R',
  );
  const original = head + first.bytes;
  if (later === null) return latin1(original);
  const objects: Record<number, string> =
    later === 'stamp'
      ? {
          3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [7 0 R] >>',
          7: '<< /Type /Annot /Subtype /FreeText /Rect [400 700 560 740] /Contents (VERIFIED) /DA (/Helv 12 Tf 0 g) >>',
          6: "<< /CreationDate (D:20250601090000+01'00') /ModDate (D:20250602142200+01'00') >>",
        }
      : { 4: later === 'changed picture' ? drawing(90) : content('02/05/2025 POS PURCHASE 165.65 25,525.95'), 6: "<< /CreationDate (D:20250601090000+01'00') /ModDate (D:20250609142200+01'00') >>" };
  const update = revision(original.length, objects, 8, ' /Info 6 0 R', first.xref);
  return latin1(original + update.bytes);
}

async function addedTo(bytes: Uint8Array): Promise<boolean> {
  const { pdf, close } = await openPdf(bytes);
  try {
    return await onlyAddedTo(bytes, undefined, await pdfTextItems(pdf));
  } finally {
    await close();
  }
}

describe('earlier revisions of a PDF saved by appending', () => {
  it('finds where each revision before the last ends, and none in a file saved once', () => {
    const once = statementPdf(null);
    expect(earlierRevisionEnds(once)).toEqual([]);
    expect(earlierRevisionEnds(join(once, latin1('\n  \r\n')))).toEqual([]);
    expect(earlierRevisionEnds(statementPdf('stamp'))).toEqual([once.length]);
  });

  it('says a stamp appended later left the statement as it was', async () => {
    expect(await addedTo(statementPdf('stamp'))).toBe(true);
  });

  it('says so of no file whose appended revision changed a figure, nor of one saved once', async () => {
    const { pdf, close } = await openPdf(statementPdf('changed figure'));
    const text = (await pdfTextItems(pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ');
    await close();
    expect(text).toContain('165.65');
    expect(await addedTo(statementPdf('changed figure'))).toBe(false);
    // A scan's page prints no text to compare: its picture replaced later reads the same, so nothing is proven.
    expect(await addedTo(statementPdf('changed picture', true))).toBe(false);
    expect(await addedTo(statementPdf(null))).toBe(false);
  });
});

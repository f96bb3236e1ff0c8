import { describe, expect, it } from 'vitest';
import { openPdf } from './pdf-text-items.ts';
import { isSearchableScan } from './searchable-scan.ts';

/** A one-page PDF drawing `content`, with a 1×1 grey image /Im1 and Helvetica /F1 at hand. */
function pdfWith(content: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n\x80\nendstream',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array([...out].map((c) => c.charCodeAt(0)));
}

async function searchable(content: string): Promise<boolean> {
  const { pdf, close } = await openPdf(pdfWith(content));
  try {
    return await isSearchableScan(pdf);
  } finally {
    await close();
  }
}

describe('a scanner\'s searchable PDF', () => {
  it('is a scan image under invisible text', async () => {
    expect(await searchable('q 200 0 0 200 0 0 cm /Im1 Do Q BT 3 Tr /F1 12 Tf 10 10 Td (SALARY) Tj ET')).toBe(true);
  });
  it('is not a text PDF, even one with a picture (a logo), nor a bare scan', async () => {
    expect(await searchable('q 20 0 0 20 0 0 cm /Im1 Do Q BT /F1 12 Tf 10 10 Td (SALARY) Tj ET')).toBe(false);
    // Invisible text restored to visible by the graphics state before the words are drawn.
    expect(await searchable('q 200 0 0 200 0 0 cm /Im1 Do Q q BT 3 Tr ET Q BT /F1 12 Tf 10 10 Td (SALARY) Tj ET')).toBe(false);
    expect(await searchable('q 200 0 0 200 0 0 cm /Im1 Do Q')).toBe(false);
  });
});

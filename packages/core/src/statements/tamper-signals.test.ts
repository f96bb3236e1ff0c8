import { describe, expect, it } from 'vitest';
import { pageSignals, parsePdfDate, pdfTamperSignals } from './tamper-signals.ts';
import { editingSigns } from '../analysis/figures-trust.ts';

describe('tamper signals', () => {
  it('parses PDF dates', () => {
    expect(parsePdfDate("D:20250101093000+01'00'")).toBe(Date.UTC(2025, 0, 1, 8, 30));
  });
  it('flags later modification and editing tools', () => {
    const w = pdfTamperSignals({ creationDate: 'D:20250101000000Z', modDate: 'D:20250105000000Z', producer: 'iLovePDF' });
    expect(w.map((x) => x.kind)).toEqual(['alteration', 'other']);
    expect(w[0].message).toMatch(/^Possible tampering: the PDF was modified 4 days after it was created\. /);
    expect(pdfTamperSignals({ creationDate: 'D:20250101000000Z', modDate: 'D:20250101000000Z', producer: 'PDFKit' })).toEqual([]);
  });
  it('tells a PDF printed once from an office program apart from one saved there later, and neither blocks the advice', () => {
    const once = pdfTamperSignals({ creationDate: 'D:20250901120000Z', modDate: 'D:20250901120000Z', producer: 'LibreOffice 7.5', creator: 'Calc' });
    expect(once).toEqual([
      { kind: 'other', message: "This PDF was printed from an office program (LibreOffice 7.5), not by a bank's statement system. Its figures are read as printed; the file your bank sent gives the surest result." },
    ]);
    expect(editingSigns({ warnings: once.map((w) => w.message) })).toEqual([]);
    const later = pdfTamperSignals({ creationDate: 'D:20250901120000Z', modDate: 'D:20250901150000Z', producer: 'Microsoft® Word for Microsoft 365' });
    expect(later.map((w) => w.message)).toEqual(['Possible tampering: the PDF was modified after it was created.', 'Possible tampering: the PDF was last saved by an editing tool (Microsoft® Word for Microsoft 365).']);
    // A PDF editor is named whenever it saved the file.
    expect(pdfTamperSignals({ producer: 'Sejda PDF Desktop' }).map((w) => w.message)).toEqual(['Possible tampering: the PDF was last saved by an editing tool (Sejda PDF Desktop).']);
  });
  it('calls a change a day or more after creation an alteration sign, a change within the day another check', () => {
    const at = (modDate: string) => pdfTamperSignals({ creationDate: "D:20250101090000+01'00'", modDate });
    expect(at("D:20250102090000+01'00'")).toEqual([expect.objectContaining({ kind: 'alteration', message: expect.stringContaining('modified 1 day after') })]);
    expect(at("D:20250102085900+01'00'")).toEqual([{ kind: 'other', message: 'Possible tampering: the PDF was modified after it was created.' }]);
    expect(at("D:20250101090400+01'00'")).toEqual([]);
  });
  it('calls a later save that only appended to the file (a stamp, a signature) no alteration, and says what it was', () => {
    const meta = { creationDate: 'D:20250601090000', modDate: 'D:20250609142200' };
    expect(pdfTamperSignals(meta, true)).toEqual([
      { kind: 'other', message: 'The PDF was added to after it was created (a stamp, a signature or a note); the text of the statement is as it was first saved.' },
    ]);
    expect(pdfTamperSignals(meta).map((w) => w.kind)).toEqual(['alteration']);
    // Saved once, or again within minutes: nothing to say.
    expect(pdfTamperSignals({ creationDate: 'D:20250601090000', modDate: 'D:20250601090100' }, true)).toEqual([]);
  });

  it('finds missing and repeated pages', () => {
    expect(pageSignals([[1, 3], [3, 3]], [])).toEqual(['Page 2 of 3 is missing.']);
    // A first page that prints no number is page 1 when the file holds every page; a page taken out still shows.
    expect(pageSignals([null, [2, 3], [3, 3]], [])).toEqual([]);
    expect(pageSignals([null, [3, 3]], [])).toEqual(['Pages 1, 2 of 3 are missing.']);
    expect(pageSignals([[1, 2], [1, 2]], [])[0]).toMatch(/appears 2 times/);
    // Two whole statements put into one file restart at page 1: no page is repeated or missing.
    expect(pageSignals([[1, 1], [1, 1]], [])).toEqual([]);
    expect(pageSignals([[1, 2], [2, 2], [1, 3], [2, 3], [3, 3]], [])).toEqual([]);
    // A page 1 back before its print is whole is still a repeated page; a second print may still lose a page.
    expect(pageSignals([[1, 3], [1, 3], [2, 3], [3, 3]], [])[0]).toMatch(/Page 1 appears 2 times/);
    expect(pageSignals([[1, 1], [1, 2]], [])).toEqual(['Page 2 of 2 is missing.']);
    // The same one-page statement twice is a repeated page, whatever its numbers say.
    const page = 'ACCOUNT STATEMENT 0123456789 01-JUL-2025 POS PURCHASE 1,000.00 49,000.00';
    expect(pageSignals([[1, 1], [1, 1]], [page, page])).toEqual(['Page 2 repeats page 1.']);
    // A footer's total misread ("Page 2 of 22" for "of 2"): the other footer and the file's two pages agree.
    expect(pageSignals([[1, 2], [2, 22]], [])).toEqual([]);
    // Totals that disagree with no page count to settle them: the larger stands, and the pages it lacks are said.
    expect(pageSignals([[1, 3], [2, 4]], [])).toEqual(['Pages 3, 4 of 4 are missing.']);
  });
});

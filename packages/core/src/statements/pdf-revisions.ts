/**
 * A PDF saved again by appending to it (an incremental update: a stamp, a digital signature, a note) keeps every
 * earlier revision whole at the front of the file, each ending in `%%EOF`. Where the earliest of them prints, page by
 * page, the same text as the file does now, the later saves added to the statement without changing what it says.
 */
import { openPdf, pdfTextItems, type PdfPageText } from './pdf-text-items.ts';

const EOF_MARK = [0x25, 0x25, 0x45, 0x4f, 0x46]; // "%%EOF"

/**
 * Where each revision before the last ends: just after an `%%EOF` (and its line end) that more of the file follows.
 * A linearized file's first-page trailer ends in `%%EOF` too; the revision cut there does not open as the whole
 * document, and the caller passes over it.
 */
export function earlierRevisionEnds(bytes: Uint8Array): number[] {
  const ends: number[] = [];
  for (let i = 0; i + EOF_MARK.length <= bytes.length; i++) {
    if (!EOF_MARK.every((b, k) => bytes[i + k] === b)) continue;
    let end = i + EOF_MARK.length;
    while (end < bytes.length && (bytes[end] === 0x0d || bytes[end] === 0x0a)) end++;
    // Only whitespace after it: the file's last revision.
    let rest = end;
    while (rest < bytes.length && /\s/.test(String.fromCharCode(bytes[rest]))) rest++;
    if (rest < bytes.length) ends.push(end);
    i = end - 1;
  }
  return ends;
}

const pageTexts = (pages: readonly PdfPageText[]) => pages.map((p) => p.segments.map((s) => s.text).join('\n'));

/**
 * True when the file's earliest revision that opens as a whole document (as many pages) prints the same text on
 * every page as the file does now: what was saved later only added to it. False when there is no earlier revision,
 * none opens, a page has no text to compare (a scan), or any page's text differs.
 */
export async function onlyAddedTo(bytes: Uint8Array, password: string | undefined, now: readonly PdfPageText[]): Promise<boolean> {
  const ends = earlierRevisionEnds(bytes);
  if (ends.length === 0) return false;
  const current = pageTexts(now);
  // A page without text (a scan's image) says nothing by its text: an image replaced in a later save reads the same.
  if (current.some((t) => t.trim() === '')) return false;
  for (const end of ends) {
    const opened = await openPdf(bytes.subarray(0, end), password).catch(() => null);
    if (!opened) continue;
    try {
      if (opened.pdf.numPages !== now.length) continue;
      const first = pageTexts(await pdfTextItems(opened.pdf));
      return first.length === current.length && first.every((t, p) => t === current[p]);
    } catch {
      continue;
    } finally {
      await opened.close();
    }
  }
  return false;
}

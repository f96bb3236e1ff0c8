import type { StatementWarning } from '../contract.ts';

/** PDF metadata as pdf.js reports it. */
export interface PdfMetadata {
  producer?: string | null;
  creator?: string | null;
  creationDate?: string | null;
  modDate?: string | null;
}

const EDITORS =
  /ilovepdf|smallpdf|sejda|pdfescape|pdf-?xchange|nitro|foxit phantom|phantompdf|pdfelement|wondershare|acrobat (?:pro|dc)|adobe acrobat(?! distiller)|pdf editor|canva|photoshop|gimp|inkscape|pdffiller|dochub|pdf candy|soda pdf|pdf24/i;
// An office suite prints the spreadsheet or document a bank sends (an XLSX statement printed to PDF): made there in
// one save, it is how the person keeps the file, not an edit of the bank's PDF. Saved there later, it is an edit.
const OFFICE = /libreoffice|openoffice|microsoft(?:®)? (?:word|excel)/i;

/** Parses a PDF date "D:20250101093000+01'00'" to epoch milliseconds, or null. */
export function parsePdfDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2] ?? '01', m[3] ?? '01', m[4] ?? '00', m[5] ?? '00', m[6] ?? '00'].map(Number);
  let t = Date.UTC(y, mo - 1, d, h, mi, s);
  const tz = m[7];
  if (tz && tz !== 'Z') {
    const sign = tz.startsWith('-') ? -1 : 1;
    const digits = tz.replace(/\D/g, '');
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60000;
  }
  return Number.isFinite(t) ? t : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Saved again within minutes of its creation: one run of the bank's pipeline. */
const SAME_SAVE_MS = 5 * 60 * 1000;

/** How long after its creation the PDF was last saved, in milliseconds (0 when either date is missing). */
function savedLaterBy(meta: PdfMetadata): number {
  const created = parsePdfDate(meta.creationDate);
  const modified = parsePdfDate(meta.modDate);
  return created !== null && modified !== null ? modified - created : 0;
}

/** Whether the PDF was saved again after it was made (worth asking whether the later save changed its text). */
export const savedAfterCreation = (meta: PdfMetadata): boolean => savedLaterBy(meta) > SAME_SAVE_MS;

/**
 * Signs in a PDF's history that it was edited after the bank produced it. A tool's name as producer, or a change
 * minutes after creation, proves nothing about the figures (a genuine statement re-saved by an office suite, a bank's
 * pipeline stamping its file): other checks. A change a day or more after creation is an alteration sign: a bank
 * issues a statement once, and every held-out copy modified days later had a figure changed (set 19's OPay copy,
 * regenerated with a salary raised and every later balance recomputed, shows nothing else).
 */
export function pdfTamperSignals(meta: PdfMetadata, onlyAddedTo = false): StatementWarning[] {
  const out: StatementWarning[] = [];
  const later = savedLaterBy(meta);
  // Saved later by appending only (a stamp, a digital signature), its first revision printing the same text on every
  // page (pdf-revisions.ts): the statement says what it said when it was made.
  if (onlyAddedTo && later > SAME_SAVE_MS) {
    out.push({
      kind: 'other',
      message: 'The PDF was added to after it was created (a stamp, a signature or a note); the text of the statement is as it was first saved.',
    });
  } else if (later >= DAY_MS) {
    const days = Math.floor(later / DAY_MS);
    out.push({
      kind: 'alteration',
      message: `Possible tampering: the PDF was modified ${days} day${days === 1 ? '' : 's'} after it was created. A bank does not change a statement once it is issued; if you did not change it, download a fresh copy from your bank.`,
    });
  } else if (later > SAME_SAVE_MS) {
    out.push({ kind: 'other', message: 'Possible tampering: the PDF was modified after it was created.' });
  }
  for (const tool of [meta.producer, meta.creator]) {
    if (tool && (EDITORS.test(tool) || (OFFICE.test(tool) && later > SAME_SAVE_MS && !onlyAddedTo))) {
      out.push({ kind: 'other', message: `Possible tampering: the PDF was last saved by an editing tool (${tool.trim().slice(0, 60)}).` });
      return out;
    }
  }
  const office = [meta.producer, meta.creator].find((tool) => tool && OFFICE.test(tool));
  if (office)
    out.push({
      kind: 'other',
      message: `This PDF was printed from an office program (${office.trim().slice(0, 60)}), not by a bank's statement system. Its figures are read as printed; the file your bank sent gives the surest result.`,
    });
  return out;
}

type Footer = readonly [number, number] | null;

/**
 * The prints a file holds: a person who puts two monthly statements into one file restarts the numbering at page 1
 * after a print whose pages were all there, in order ("Page 1 of 1", then "Page 1 of 1" again). A page 1 that comes
 * back before its print is whole is a repeated page.
 */
function printsOf(footers: readonly Footer[]): Footer[][] {
  const prints: Footer[][] = [[]];
  for (const f of footers) {
    const current = prints[prints.length - 1];
    const numbered = current.filter((g) => g !== null);
    const whole = numbered.length > 0 && numbered.every((g, k) => g[0] === k + 1 && g[1] === numbered.length);
    if (f && f[0] === 1 && whole) prints.push([f]);
    else current.push(f);
  }
  return prints;
}

/** "Page n of m" numbers of one print, missing or repeated. */
function numberSignals(pageFooters: readonly Footer[]): string[] {
  const out: string[] = [];
  const seen = new Map<number, number>();
  const totals = new Set<number>();
  for (const f of pageFooters) {
    if (!f) continue;
    seen.set(f[0], (seen.get(f[0]) ?? 0) + 1);
    totals.add(f[1]);
  }
  // Every page of one print states the same total. Footers that disagree were misread (a scan's "Page 1 of 2" read
  // "1of22"): the total the file's own page count matches is the one printed, if one does.
  const total = totals.size > 1 && totals.has(pageFooters.length) ? pageFooters.length : Math.max(0, ...totals);
  for (const [n, count] of seen) if (count > 1) out.push(`Page ${n} appears ${count} times.`);
  // A page printed without its number (a first page that carries the title instead) is the page at its place, when
  // the file holds as many pages as the numbers say.
  if (pageFooters.length === total) pageFooters.forEach((f, i) => !f && !seen.has(i + 1) && seen.set(i + 1, 1));
  if (seen.size > 0 && total > 0) {
    const missing: number[] = [];
    for (let n = 1; n <= total; n++) if (!seen.has(n)) missing.push(n);
    if (missing.length > 0 && missing.length <= 20) out.push(`Page${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${total} ${missing.length > 1 ? 'are' : 'is'} missing.`);
    else if (missing.length > 20) out.push(`${missing.length} of ${total} pages are missing.`);
  }
  return out;
}

/** Page-level signs: "Page n of m" numbers missing or repeated within a print, identical pages. */
export function pageSignals(pageFooters: readonly Footer[], pageFingerprints: readonly string[]): string[] {
  const out = printsOf(pageFooters).flatMap(numberSignals);
  const fp = new Map<string, number>();
  pageFingerprints.forEach((f, i) => {
    if (f.length < 40) return;
    const prev = fp.get(f);
    if (prev !== undefined && !out.some((w) => w.includes('appears'))) out.push(`Page ${i + 1} repeats page ${prev + 1}.`);
    else fp.set(f, i);
  });
  return out;
}

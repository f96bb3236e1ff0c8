import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Removes a PDF's password protection, in memory, during the upload request, so that what we store (re-encrypted
 * with our own key) opens without the statement password and the password itself is never persisted.
 *
 * pdf.js (already our PDF reader) rewrites documents with `extractPages`; it keeps the source's encryption when the
 * output comes from a single source file, so we write the pages once together with a one-page blank helper document
 * (two sources → no encryption), then drop the helper page in a second pass. The page content streams are copied
 * unchanged, so the text the statement engine reads is the same. pdf.js replaces the document information
 * (Producer, Creator, dates); the original values are appended back as an incremental update so the engine's
 * tamper signals still see what the bank (or an editor) wrote.
 */
export async function decryptPdf(bytes: Uint8Array, password: string): Promise<Uint8Array> {
  const source = await open(bytes, password);
  try {
    const pages = source.numPages;
    const info = await originalInfo(source.pdf);
    const withHelper = await extract(source.pdf, [{ document: null }, { document: BLANK_PDF.slice() }]);
    const merged = await open(withHelper);
    let clean: Uint8Array;
    try {
      clean = await extract(merged.pdf, [{ document: null, excludePages: [pages] }]);
    } finally {
      await merged.destroy();
    }
    return appendInfo(clean, info);
  } finally {
    await source.destroy();
  }
}

interface Opened {
  pdf: PDFDocumentProxy;
  numPages: number;
  destroy(): Promise<void>;
}

async function open(bytes: Uint8Array, password?: string): Promise<Opened> {
  const task = getDocument({
    data: bytes.slice(),
    password,
    ...({ isEvalSupported: false } as object),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    return { pdf, numPages: pdf.numPages, destroy: () => task.destroy().catch(() => undefined) };
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw error;
  }
}

type PageInfo = { document: Uint8Array | null; excludePages?: number[] };
async function extract(pdf: PDFDocumentProxy, pageInfos: PageInfo[]): Promise<Uint8Array> {
  const out = await (pdf as unknown as { extractPages(p: PageInfo[]): Promise<Uint8Array | null> }).extractPages(
    pageInfos,
  );
  if (!out) throw new Error('The PDF could not be rewritten.');
  return out;
}

const INFO_KEYS = ['Title', 'Author', 'Subject', 'Producer', 'Creator', 'CreationDate', 'ModDate'] as const;

async function originalInfo(pdf: PDFDocumentProxy): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  try {
    const info = ((await pdf.getMetadata()).info ?? {}) as Record<string, unknown>;
    for (const k of INFO_KEYS) if (typeof info[k] === 'string' && info[k]) out.set(k, info[k] as string);
  } catch {
    // no metadata: nothing to restore
  }
  return out;
}

/** A PDF text string: UTF-16BE with BOM, hex-encoded (no escaping pitfalls). */
function pdfString(value: string): string {
  const buf = Buffer.alloc(2 + value.length * 2);
  buf.writeUInt16BE(0xfeff, 0);
  for (let i = 0; i < value.length; i++) buf.writeUInt16BE(value.charCodeAt(i), 2 + i * 2);
  return `<${buf.toString('hex')}>`;
}

/** Appends an incremental update whose trailer names a new Info dictionary with the original values. */
function appendInfo(pdf: Uint8Array, info: Map<string, string>): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) return pdf;
  const prev = Number(startxref[1]);
  // The previous trailer (classic table or cross-reference stream dictionary) gives /Size and /Root.
  const tail = text.slice(prev);
  const size = /\/Size\s+(\d+)/.exec(tail);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(tail);
  if (!size || !root) return pdf;
  const num = Number(size[1]);
  const entries = [...info].map(([k, v]) => `/${k} ${pdfString(v)}`).join(' ');
  const base = pdf.length + 1;
  const obj = `${num} 0 obj\n<< ${entries} >>\nendobj\n`;
  const xrefAt = base + obj.length;
  const xref = `xref\n${num} 1\n${String(base).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${num + 1} /Root ${root[1]} /Info ${num} 0 R /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.from(`\n${obj}${xref}`, 'latin1')]));
}

/** A minimal, valid one-page PDF (built once; offsets computed). */
const BLANK_PDF: Uint8Array = (() => {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
})();

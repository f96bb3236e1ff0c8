export type DetectedFormat = 'pdf' | 'png' | 'jpeg' | 'webp' | 'xls' | 'xlsx' | 'csv' | 'unknown';

function startsWith(bytes: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  return sig.every((b, i) => bytes[at + i] === b);
}

function indexOfAscii(bytes: Uint8Array, text: string, limit: number): number {
  const end = Math.min(bytes.length - text.length, limit);
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** Whether the bytes look like text (a CSV): no NULs (unless UTF-16 with a BOM), mostly printable. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const n = Math.min(bytes.length, 8192);
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32 && b !== 27)) bad++;
  }
  return bad / n < 0.01;
}

/**
 * A spreadsheet saved as markup: an Excel 2003 XML workbook (SpreadsheetML), or an HTML table that an internet
 * bank's "Export to Excel" names `.xls` (Finacle and Flexcube portals do). Told by its first tag, not its name.
 */
export function isMarkupSheet(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return false;
  if (head.startsWith('<?xml')) return head.includes('urn:schemas-microsoft-com:office:spreadsheet');
  return /^<(?:!doctype html|html|head|meta|body|table|style)[\s>]/.test(head) && /<table[\s>]/.test(head + new TextDecoder().decode(bytes.subarray(4096, 65536)).toLowerCase());
}

/** The file's format from its content (magic bytes), never from its name. */
export function detectFormat(bytes: Uint8Array): DetectedFormat {
  if (indexOfAscii(bytes, '%PDF-', 1024) >= 0) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip: XLSX only when it holds a workbook part.
    return indexOfAscii(bytes, 'xl/', bytes.length) >= 0 ? 'xlsx' : 'unknown';
  }
  if (looksLikeText(bytes)) return isMarkupSheet(bytes) ? 'xls' : 'csv';
  return 'unknown';
}

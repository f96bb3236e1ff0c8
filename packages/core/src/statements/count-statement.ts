import { estimatedCount, type StatementCount } from '../tokens/costs.ts';
import { StatementError } from '../contract.ts';
import { detectFormat } from './detect-format.ts';

/** Rows that hold at least one non-blank cell: what the person would call the file's lines. */
function filledRows(grid: readonly (readonly string[])[]): number {
  return grid.filter((row) => row.some((cell) => String(cell ?? '').trim() !== '')).length;
}

/**
 * Counts what a statement file really holds, before anything is spent (docs/product-rules.md: cost from real pages
 * and rows): a PDF's pages (text or scanned), 1 page for a photo or screenshot, the filled rows of a CSV or of the
 * largest sheet of a spreadsheet. A file that cannot be counted — a locked PDF without its password, an unreadable
 * file — gets the size estimate, marked `counted: false`; reading it properly reports the real problem later.
 */
export async function countStatement(bytes: Uint8Array, password?: string): Promise<StatementCount> {
  const format = detectFormat(bytes);
  try {
    switch (format) {
      case 'pdf': {
        const { openPdf } = await import('./pdf-text-items.ts');
        const { pdf, close } = await openPdf(bytes, password);
        try {
          return { pages: pdf.numPages, lines: null, counted: true };
        } finally {
          await close();
        }
      }
      case 'png':
      case 'jpeg':
      case 'webp':
        return { pages: 1, lines: null, counted: true };
      case 'csv': {
        const { readCsv } = await import('./read-csv.ts');
        return { pages: null, lines: filledRows(readCsv(bytes)), counted: true };
      }
      case 'xls':
      case 'xlsx': {
        const { readSpreadsheet } = await import('./read-spreadsheet.ts');
        const { openSheet } = await import('./protected-sheet.ts');
        const sheet = await openSheet(bytes, format, password);
        const sheets = readSpreadsheet(sheet.opened, sheet.format);
        return { pages: null, lines: Math.max(0, ...sheets.map((s) => filledRows(s.grid))), counted: true };
      }
      default:
        return estimatedCount(bytes.length);
    }
  } catch (e) {
    if (e instanceof StatementError && e.code === 'TOO_LARGE') throw e;
    return estimatedCount(bytes.length);
  }
}

/**
 * Token costs of docs/product-rules.md: statement analysis by its real pages and rows (the file size only when the
 * file cannot be counted), loan-contract analysis, clean export.
 */

export const STATEMENT_BYTES_PER_PAGE = 50_000;
export const STATEMENT_BYTES_PER_LINE = 100;
/** "Blocks of 100 KB" for loan contracts; KB is 1,024 bytes, as in the 10 MB upload limit. */
export const CONTRACT_BLOCK_BYTES = 100 * 1024;
export const CLEAN_EXPORT_COST = 2;
/** Manual what-if calculations are free. */
export const MANUAL_CALC_COST = 0;

/** The token tiers of the cost table, cheapest first. */
export const TOKEN_TIERS = [1, 2, 3, 5, 8] as const;
export type TokenTier = (typeof TOKEN_TIERS)[number];

const STATEMENT_TABLE: ReadonlyArray<{ tokens: TokenTier; maxPages: number; maxLines: number }> = [
  { tokens: 1, maxPages: 10, maxLines: 500 },
  { tokens: 2, maxPages: 25, maxLines: 1_200 },
  { tokens: 3, maxPages: 50, maxLines: 2_500 },
  { tokens: 5, maxPages: 100, maxLines: 5_000 },
];

export const CONTRACT_TABLE: ReadonlyArray<{ tokens: TokenTier; maxBlocks: number }> = [
  { tokens: 1, maxBlocks: 10 },
  { tokens: 2, maxBlocks: 25 },
  { tokens: 3, maxBlocks: 50 },
  { tokens: 5, maxBlocks: 100 },
];

function checkSize(sizeBytes: number): void {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0) {
    throw new RangeError(`File size must be a non-negative integer number of bytes, got ${sizeBytes}`);
  }
}

/**
 * What a statement holds, as counted from the file: PDF pages (an image is 1 page) and spreadsheet/CSV rows.
 * `null` means "not known" (a PDF's rows are only known after reading it; a spreadsheet has no pages).
 */
export interface StatementCount {
  pages: number | null;
  lines: number | null;
  /** false when the figures are the size estimate (a file that could not be counted, e.g. still locked). */
  counted: boolean;
}

/** Estimated pages and lines of a statement file from its size: the fallback when it cannot be counted. */
export function statementSizeMetrics(sizeBytes: number): { pages: number; lines: number } {
  checkSize(sizeBytes);
  return {
    pages: Math.ceil(sizeBytes / STATEMENT_BYTES_PER_PAGE),
    lines: Math.floor(sizeBytes / STATEMENT_BYTES_PER_LINE),
  };
}

function checkCount(n: number | null, what: string): void {
  if (n !== null && (!Number.isSafeInteger(n) || n < 0)) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/**
 * The one statement cost rule: 1 token if pages ≤ 10 or lines ≤ 500, 2 if ≤ 25 / 1,200, 3 if ≤ 50 / 2,500,
 * 5 if ≤ 100 / 5,000, else 8. A figure that is not known (null) does not decide the tier; with neither known
 * the statement costs 1 (an empty file is refused before it is priced).
 */
export function statementCost(count: { pages: number | null; lines: number | null }): TokenTier {
  checkCount(count.pages, 'Pages');
  checkCount(count.lines, 'Lines');
  if (count.pages === null && count.lines === null) return 1;
  for (const row of STATEMENT_TABLE) {
    if ((count.pages !== null && count.pages <= row.maxPages) || (count.lines !== null && count.lines <= row.maxLines)) {
      return row.tokens;
    }
  }
  return 8;
}

/** The size-estimate count of a file that cannot be counted (docs/product-rules.md: the fallback only). */
export function estimatedCount(sizeBytes: number): StatementCount {
  return { ...statementSizeMetrics(sizeBytes), counted: false };
}

/** Tokens a statement costs when only its size is known (the fallback of `statementCost`). */
export function statementTokenCost(sizeBytes: number): TokenTier {
  return statementCost(statementSizeMetrics(sizeBytes));
}

/** Tokens a loan-contract analysis costs: blocks = ceil(size / 100 KB); 1 ≤ 10, 2 ≤ 25, 3 ≤ 50, 5 ≤ 100, else 8. */
export function contractTokenCost(sizeBytes: number): TokenTier {
  checkSize(sizeBytes);
  const blocks = Math.ceil(sizeBytes / CONTRACT_BLOCK_BYTES);
  for (const row of CONTRACT_TABLE) {
    if (blocks <= row.maxBlocks) return row.tokens;
  }
  return 8;
}

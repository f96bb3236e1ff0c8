/**
 * Token costs of docs/product-rules.md: statement analysis by file size, loan-contract analysis, clean export.
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

const CONTRACT_TABLE: ReadonlyArray<{ tokens: TokenTier; maxBlocks: number }> = [
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

/** Estimated pages and lines of a statement file (docs/product-rules.md). */
export function statementSizeMetrics(sizeBytes: number): { pages: number; lines: number } {
  checkSize(sizeBytes);
  return {
    pages: Math.ceil(sizeBytes / STATEMENT_BYTES_PER_PAGE),
    lines: Math.floor(sizeBytes / STATEMENT_BYTES_PER_LINE),
  };
}

/**
 * Tokens a statement analysis costs: pages = ceil(size / 50,000), lines = floor(size / 100);
 * 1 if pages ≤ 10 or lines ≤ 500, 2 if pages ≤ 25 or lines ≤ 1,200, 3 if ≤ 50 / 2,500, 5 if ≤ 100 / 5,000, else 8.
 */
export function statementTokenCost(sizeBytes: number): TokenTier {
  const { pages, lines } = statementSizeMetrics(sizeBytes);
  for (const row of STATEMENT_TABLE) {
    if (pages <= row.maxPages || lines <= row.maxLines) return row.tokens;
  }
  return 8;
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

/**
 * Orders ISO dates and timestamps ("2025-01-09" before "2025-01-10") by their characters. localeCompare gives the
 * same order on such text but starts ICU's collator, which a one-shot command pays for at start-up.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

import { pageSignals } from './tamper-signals.ts';
import type { Line } from './types.ts';

/** A page's own number in its footer ("Page 2 of 3"). */
export const FOOTER = /page\s*(\d{1,4})\s*(?:of|\/)\s*(\d{1,4})/i;

/**
 * The page number and count a line prints, or null. "Page 10 of 2" is no page: a scan's "Page 1 of 2" with a speck
 * read as a 0 after it, which had moved the first page behind the second and called it missing.
 */
export function pageFooter(text: string): [number, number] | null {
  const m = FOOTER.exec(text);
  if (!m) return null;
  const [n, of] = [Number(m[1]), Number(m[2])];
  return n >= 1 && n <= of ? [n, of] : null;
}

/** "Page 2 of 3" footers and each page's print: a missing, repeated or reordered page is a tamper signal. */
export function checkPages(lines: readonly Line[], pageCount: number): string[] {
  const footers: ([number, number] | null)[] = [];
  const prints: string[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const pl = lines.filter((l) => l.page === p);
    let footer: [number, number] | null = null;
    for (const l of pl) footer = pageFooter(l.text) ?? footer;
    footers.push(footer);
    prints.push(
      pl
        .filter((l) => !FOOTER.test(l.text))
        .map((l) => l.text)
        .join('\n'),
    );
  }
  return pageSignals(footers, prints);
}

import { pageSignals } from './tamper-signals.ts';
import type { Line } from './types.ts';

/** A page's own number in its footer ("Page 2 of 3"). */
export const FOOTER = /page\s*(\d{1,4})\s*(?:of|\/)\s*(\d{1,4})/i;

/** "Page 2 of 3" footers and each page's print: a missing, repeated or reordered page is a tamper signal. */
export function checkPages(lines: readonly Line[], pageCount: number): string[] {
  const footers: ([number, number] | null)[] = [];
  const prints: string[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const pl = lines.filter((l) => l.page === p);
    let footer: [number, number] | null = null;
    for (const l of pl) {
      const m = FOOTER.exec(l.text);
      if (m) footer = [Number(m[1]), Number(m[2])];
    }
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

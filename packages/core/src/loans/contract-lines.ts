/** A contract's text as clean lines, and the small readers every term finder shares. */
export function normaliseLines(text: string): string[] {
  return (
    text
      .replace(/\r/g, '')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .split('\n')
      // Several terms in one line of prose ("Tenor: 30 days. Processing fee: ₦0.") are read as separate lines.
      .flatMap((l) => l.split(/(?<=[a-z)]\.)\s+(?=[A-Z][a-z]+[^.]{0,40}:)/))
      .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
      .filter((l) => l.length > 0)
  );
}

/** The text after a label on the same line (labels end with ":" or a run of spaces in tables). */
export function valueAfter(line: string, label: RegExp): string | null {
  const m = label.exec(line);
  if (!m) return null;
  // OCR reads a colon as ";" or "." now and then.
  return line.slice((m.index ?? 0) + m[0].length).replace(/^\s*[:;\-=.]?\s*/, '');
}

export const LATE_WORDS = /\b(late|overdue|default|penal|penalty|arrears)\b/i;

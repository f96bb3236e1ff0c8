import { headerRole, isHeaderRoles, MAX_HEADER_WORDS } from './column-dictionary.ts';
import { splitWords } from './group-lines.ts';
import type { ColumnRole, Line } from './types.ts';

export interface HeaderColumn {
  role: ColumnRole;
  text: string;
  x0: number;
  x1: number;
}

/**
 * Reads a line as a table header: words are matched greedily against the column dictionary (longest phrase
 * first, words of a phrase close together). Returns the columns or null when the line is not a header.
 */
export function headerColumnsOfLine(line: Line): HeaderColumn[] | null {
  if (line.segments.length < 3 && line.text.split(/\s+/).length < 3) return null;
  // Table headers hold no amounts: most lines are rejected here, cheaply.
  if (/\d[\d,]*\.\d{2}\b/.test(line.text) || line.text.length > 400) return null;
  const words = line.segments.flatMap(splitWords);
  const cols: HeaderColumn[] = [];
  let unknown = 0;
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let k = Math.min(MAX_HEADER_WORDS, words.length - i); k >= 1; k--) {
      let close = true;
      for (let j = i + 1; j < i + k; j++) {
        if (words[j].x0 - words[j - 1].x1 > 1.5 * Math.max(words[j].h, 4)) close = false;
      }
      if (!close) continue;
      const phrase = words
        .slice(i, i + k)
        .map((w) => w.text)
        .join(' ');
      const role = headerRole(phrase);
      if (role) {
        cols.push({ role, text: phrase, x0: words[i].x0, x1: words[i + k - 1].x1 });
        i += k;
        matched = true;
        break;
      }
    }
    if (!matched) {
      unknown++;
      i++;
    }
  }
  if (unknown > Math.max(1, cols.length / 3)) return null;
  if (!isHeaderRoles(cols.map((c) => c.role))) return null;
  // Only one date column: a second "date" is the value date.
  let seenDate = false;
  for (const c of cols) {
    if (c.role === 'date') {
      if (seenDate) c.role = 'valueDate';
      seenDate = true;
    }
  }
  return cols;
}

/** Reads a spreadsheet/CSV row as a header: returns the role of each cell, or null. */
export function headerRolesOfRow(cells: readonly string[]): (ColumnRole | null)[] | null {
  const roles = cells.map((c) => (c.trim() === '' ? null : headerRole(c)));
  const nonEmpty = cells.filter((c) => c.trim() !== '').length;
  const known = roles.filter((r): r is ColumnRole => r !== null);
  if (nonEmpty - known.length > Math.max(1, known.length / 3)) return null;
  if (!isHeaderRoles(known)) return null;
  let seenDate = false;
  return roles.map((r) => {
    if (r === 'date') {
      if (seenDate) return 'valueDate';
      seenDate = true;
    }
    return r;
  });
}

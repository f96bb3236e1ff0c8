/**
 * The value of a spreadsheet formula whose result the file does not store. Excel and LibreOffice save each
 * formula's last result beside it; libraries that write workbooks (openpyxl, several exporters) save the formula
 * alone, so a running balance written as `=F5+D6-E6` reads as empty cells. The arithmetic banks' exports use is
 * evaluated here: numbers, cells of the same sheet, + - * /, brackets and SUM over cells and ranges. Anything else
 * (another sheet, a function other than SUM, text) gives null, and the cell stays empty as before.
 */

/** A cell as the evaluator sees it: its stored value, or its formula (without "="). */
export interface FormulaCell {
  value?: number | string | boolean;
  formula?: string;
}

/** Column letters and row number of an A1 reference ("$F$5" → [5, 4]); null for anything else. */
function parseRef(ref: string): [number, number] | null {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!m) return null;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, col - 1];
}

const TOKEN = /\s*(\$?[A-Z]{1,3}\$?\d{1,7}|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|SUM|[-+*/(),:])/iy;

/**
 * Evaluates the formulas of one sheet on demand: `valueAt(r, c)` is the cell's stored number, or its formula's
 * value, or null. Formulas may refer to formulas (a running balance refers to the balance above it); a cycle or a
 * chain deeper than `maxDepth` gives null.
 */
export function formulaEvaluator(cellAt: (r: number, c: number) => FormulaCell | undefined, maxDepth = 100_000) {
  const memo = new Map<string, number | null>();
  const busy = new Set<string>();

  function valueAt(r: number, c: number): number | null {
    const key = `${r}:${c}`;
    if (memo.has(key)) return memo.get(key)!;
    const cell = cellAt(r, c);
    if (!cell) return 0;
    if (typeof cell.value === 'number') return cell.value;
    if (cell.formula === undefined) return cell.value === undefined || cell.value === '' ? 0 : null;
    if (busy.has(key) || busy.size >= maxDepth) return null;
    busy.add(key);
    const v = evaluate(cell.formula);
    busy.delete(key);
    memo.set(key, v);
    return v;
  }

  function evaluate(formula: string): number | null {
    const tokens: string[] = [];
    TOKEN.lastIndex = 0;
    const text = formula.replace(/^=/, '').trim();
    while (TOKEN.lastIndex < text.length) {
      const start = TOKEN.lastIndex;
      const m = TOKEN.exec(text);
      if (!m || m.index !== start) return null;
      tokens.push(m[1].toUpperCase());
    }
    let at = 0;
    const peek = () => tokens[at];
    // expr := term (("+" | "-") term)*; term := factor (("*" | "/") factor)*.
    const expr = (): number | null => {
      let left = term();
      while (left !== null && (peek() === '+' || peek() === '-')) {
        const op = tokens[at++];
        const right = term();
        left = right === null ? null : op === '+' ? left + right : left - right;
      }
      return left;
    };
    const term = (): number | null => {
      let left = factor();
      while (left !== null && (peek() === '*' || peek() === '/')) {
        const op = tokens[at++];
        const right = factor();
        left = right === null || (op === '/' && right === 0) ? null : op === '*' ? left * right : left / right;
      }
      return left;
    };
    const factor = (): number | null => {
      const t = tokens[at++];
      if (t === undefined) return null;
      if (t === '-' || t === '+') {
        const v = factor();
        return v === null ? null : t === '-' ? -v : v;
      }
      if (t === '(') {
        const v = expr();
        return tokens[at++] === ')' ? v : null;
      }
      if (t === 'SUM') return sum();
      if (/^\d/.test(t)) return Number(t);
      const ref = parseRef(t);
      return ref ? valueAt(ref[0], ref[1]) : null;
    };
    const sum = (): number | null => {
      if (tokens[at++] !== '(') return null;
      let total = 0;
      for (;;) {
        const from = parseRef(tokens[at++] ?? '');
        if (!from) return null;
        let to = from;
        if (peek() === ':') {
          at++;
          const end = parseRef(tokens[at++] ?? '');
          if (!end) return null;
          to = end;
        }
        for (let r = Math.min(from[0], to[0]); r <= Math.max(from[0], to[0]); r++)
          for (let c = Math.min(from[1], to[1]); c <= Math.max(from[1], to[1]); c++) {
            const v = valueAt(r, c);
            if (v === null) return null;
            total += v;
          }
        const next = tokens[at++];
        if (next === ')') return total;
        if (next !== ',') return null;
      }
    };
    const value = expr();
    return at === tokens.length && value !== null && Number.isFinite(value) ? value : null;
  }

  return { valueAt };
}

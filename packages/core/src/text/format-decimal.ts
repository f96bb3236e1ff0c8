/**
 * Numbers as `Intl.NumberFormat('en-NG', …)` writes them: thousands grouped by commas, rounded half away from zero
 * on the number's shortest decimal form (1.005 → "1.01", as Intl does, where toFixed gives "1.00"), a minus kept on
 * what rounds to zero ("-0"). Written out because Intl loads ICU's locale data at its first use, ~25-45 ms of a
 * one-shot command's start; the test beside this file holds it to Intl's output on many numbers.
 */
export function formatDecimal(value: number, minFractionDigits: number, maxFractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞';
  const [whole, fraction] = roundDigits(plainDigits(Math.abs(value)), maxFractionDigits);
  let frac = fraction.replace(/0+$/, '');
  if (frac.length < minFractionDigits) frac = frac.padEnd(minFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Naira as Intl's en-NG currency format writes them: "₦1,234.50", "-₦1,235". */
export function formatNairaFigure(naira: number, fractionDigits: number): string {
  const figure = formatDecimal(naira, fractionDigits, fractionDigits);
  return figure.startsWith('-') ? `-₦${figure.slice(1)}` : `₦${figure}`;
}

/** The shortest decimal form of a finite non-negative number, without an exponent: [whole digits, fraction digits]. */
function plainDigits(x: number): [string, string] {
  const s = String(x);
  const e = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!e) {
    const [w, f = ''] = s.split('.');
    return [w, f];
  }
  const digits = e[1] + (e[2] ?? '');
  const point = 1 + Number(e[3]);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds half away from zero to at most `places` fraction digits, by the digits themselves. */
function roundDigits([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = whole + fraction.slice(0, places);
  const up = fraction.charCodeAt(places) >= 53; // '5'
  const digits = up ? addOne(kept) : kept;
  const split = digits.length - places;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

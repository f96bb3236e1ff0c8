const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const nairaWhole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-NG');
const date = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Money is integer kobo everywhere; format only at the edge. */
export function formatNaira(kobo: number, opts: { whole?: boolean } = {}): string {
  return (opts.whole ? nairaWhole : naira).format(kobo / 100);
}

export function formatNumber(n: number): string {
  return number.format(n);
}

export function formatDate(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}

export function formatDateTime(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

export { plural } from '@nairalens/core/text/plural.ts';

/** A file size as a person reads it: "820 B", "48.2 KB", "1.37 MB" (never "0.00 MB" for a small file). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

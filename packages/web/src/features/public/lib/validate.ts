/** Same rules as the server (docs/product-rules.md): a plausible address, something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v);
}

/**
 * One avatar-initials rule for every place a person's avatar is drawn (header, drawer, settings): the first letters
 * of up to two words of the full name; with no name, the first two letters of the e-mail; else "U".
 */
export function initialsFor(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0]!)
      .join('')
      .toLocaleUpperCase('en');
  }
  const e = (email ?? '').trim();
  if (e) return Array.from(e).slice(0, 2).join('').toLocaleUpperCase('en');
  return 'U';
}

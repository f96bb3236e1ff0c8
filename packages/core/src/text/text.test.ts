import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';
import { initialsFor } from './initials.ts';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'token')).toBe('1 token');
    expect(plural(0, 'token')).toBe('0 tokens');
    expect(plural(2, 'token')).toBe('2 tokens');
    expect(plural(1, 'month')).toBe('1 month');
    expect(plural(1200, 'line')).toBe('1,200 lines');
    expect(plural(-1, 'token')).toBe('-1 token');
  });
  it('knows the irregular words the product prints', () => {
    expect(plural(3, 'analysis')).toBe('3 analyses');
    expect(plural(2, 'token was')).toBe('2 tokens were');
    expect(pluralWord('category', 4)).toBe('categories');
    expect(pluralWord('day', 4)).toBe('days');
    expect(pluralWord('box', 2)).toBe('boxes');
    expect(plural(5, 'child', 'children')).toBe('5 children');
  });
});

describe('initialsFor', () => {
  it('takes up to two words of the full name', () => {
    expect(initialsFor('Adaeze Okafor', 'a@x.ng')).toBe('AO');
    expect(initialsFor('  chinedu  emeka obi ', null)).toBe('CE');
    expect(initialsFor('Tunde', 'tunde@x.ng')).toBe('T');
  });
  it('falls back to the e-mail, then U', () => {
    expect(initialsFor('   ', 'bisi@example.com')).toBe('BI');
    expect(initialsFor(null, null)).toBe('U');
  });
});

import { describe, expect, it } from 'vitest';
import { isKnownWord } from '../statements/segment-words.ts';
import { PLACES } from './places.ts';

describe('places', () => {
  it('are words of the vocabulary from four letters, so a scan’s misreadings beside them can be proven', () => {
    for (const place of ['OSHODI', 'ILUPEJU', 'GWARINPA', 'RUMUOKORO', 'Bodija']) expect(isKnownWord(place)).toBe(true);
    // Short places have too many neighbours to prove anything.
    for (const place of ['OWO', 'OTA', 'EDE']) expect(isKnownWord(place)).toBe(false);
  });

  it('are proper names, in small letters, each once', () => {
    expect(PLACES.every((p) => /^[a-z]+$/.test(p))).toBe(true);
    expect(new Set(PLACES).size).toBe(PLACES.length);
    for (const common of ['island', 'camp', 'ring', 'george', 'avenue']) expect(PLACES).not.toContain(common);
  });
});

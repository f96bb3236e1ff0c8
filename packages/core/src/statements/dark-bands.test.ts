import { describe, expect, it } from 'vitest';
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { bandWasRead, darkBands, inverted, isDarkPage, withDarkBands } from './dark-bands.ts';

/** A 200×300 page of paper (245) with a green bar (140) from y=20 to y=80 holding white print (255) on rows 40-50. */
function page(): GreyImage {
  const width = 200;
  const height = 300;
  const grey = new Uint8Array(width * height).fill(245);
  for (let y = 20; y < 80; y++) for (let x = 0; x < width; x++) grey[y * width + x] = 140;
  for (let y = 40; y < 50; y++) for (let x = 10; x < 60; x += 2) grey[y * width + x] = 255;
  // Dark print on the paper below: text, no band.
  for (let y = 150; y < 160; y++) for (let x = 10; x < 120; x += 3) grey[y * width + x] = 20;
  return { grey, width, height };
}

const word = (text: string, confidence: number, y0: number, x0 = 10): RecognisedWord => ({ text, confidence, x0, x1: x0 + 40, y0, y1: y0 + 10 });

describe('dark bands (light print on a coloured bar)', () => {
  it('finds a full-width bar darker than the paper with light print in it, never dark print on paper', () => {
    expect(darkBands(page(), 24)).toEqual([{ x0: 0, y0: 20, x1: 200, y1: 80 }]);
    // A bar with no light print in it is a rule or a filled box, not text.
    const plain = page();
    for (let y = 40; y < 50; y++) for (let x = 10; x < 60; x += 2) plain.grey[y * 200 + x] = 140;
    expect(darkBands(plain, 24)).toEqual([]);
    expect(inverted(page()).grey[0]).toBe(10);
  });
  it('finds a navy title bar photographed off a screen, its white print blurred to grey', () => {
    // The bar at 60, its print at 170: far lighter than the bar, never as light as the paper (245).
    const photo = page();
    for (let y = 20; y < 80; y++) for (let x = 0; x < 200; x++) photo.grey[y * 200 + x] = 60;
    for (let y = 40; y < 50; y++) for (let x = 10; x < 60; x += 2) photo.grey[y * 200 + x] = 170;
    expect(darkBands(photo, 24)).toEqual([{ x0: 0, y0: 20, x1: 200, y1: 80 }]);
    // Print only a shade lighter than the bar (a texture, noise) is no print.
    for (let y = 40; y < 50; y++) for (let x = 10; x < 60; x += 2) photo.grey[y * 200 + x] = 90;
    expect(darkBands(photo, 24)).toEqual([]);
  });
  it('replaces an unread bar with its inverted reading, and keeps a bar the first reading read', () => {
    const band = { x0: 0, y0: 20, x1: 200, y1: 80 };
    const first: RecognisedPage = { lines: [[word('fransactiof', 54, 40)], [word('NIP', 95, 150)]], confidence: 80, width: 200, height: 300 };
    expect(bandWasRead(first, band)).toBe(false);
    const again: RecognisedPage = { lines: [[word('Transaction', 96, 20), word('~', 10, 20, 80)]], confidence: 90, width: 200, height: 60 };
    const out = withDarkBands(first, new Map([[band, again]]));
    expect(out.lines.map((ws) => ws.map((w) => `${w.text}@${w.y0}`))).toEqual([['NIP@150'], ['Transaction@40']]);
    // An inverted reading that keeps nothing sure leaves the first reading as it was.
    expect(withDarkBands(first, new Map([[band, { ...again, lines: [[word('~', 10, 20)]] }]]))).toBe(first);
    // A heading row read surely the first time is read.
    expect(bandWasRead({ ...first, lines: [[word('Balance', 92, 42)]] }, band)).toBe(true);
  });
});

describe('a page in dark mode', () => {
  it('is a page three quarters dark (read inverted), not a light page with a dark bar or dark surroundings', () => {
    const dark: GreyImage = { grey: new Uint8Array(200 * 300).fill(18), width: 200, height: 300 };
    for (let y = 40; y < 50; y++) for (let x = 10; x < 120; x += 2) dark.grey[y * 200 + x] = 235;
    expect(isDarkPage(dark)).toBe(true);
    expect(isDarkPage(page())).toBe(false);
    // A photo: a white page on a dark desk, the page half the picture.
    const photo: GreyImage = { grey: new Uint8Array(200 * 300).fill(40), width: 200, height: 300 };
    for (let y = 0; y < 300; y++) for (let x = 40; x < 160; x++) photo.grey[y * 200 + x] = 230;
    expect(isDarkPage(photo)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { imageSizeProblem, readImageSize } from './image-size.ts';

/** A PNG signature and IHDR chunk declaring the given size (nothing after it: the header is all we read). */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** SOI, an APP0 segment, then a baseline SOF0 declaring the size. */
function jpegHeader(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sofSeg = [0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sofSeg]);
}

describe('readImageSize', () => {
  it('reads PNG and JPEG (baseline and progressive) sizes from the header', () => {
    expect(readImageSize(pngHeader(1240, 1754))).toEqual({ width: 1240, height: 1754 });
    expect(readImageSize(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(readImageSize(jpegHeader(800, 600, 0xc2))).toEqual({ width: 800, height: 600 });
  });
  it('returns null for what it cannot read', () => {
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0]))).toBeNull();
    expect(readImageSize(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});

describe('imageSizeProblem', () => {
  it('lets phone photos and scans through', () => {
    expect(imageSizeProblem(jpegHeader(8000, 6000))).toBeNull(); // 48 MP
    expect(imageSizeProblem(pngHeader(2480, 3508))).toBeNull(); // A4 at 300 dpi
  });
  it('refuses decompression bombs and absurd strips before decoding', () => {
    expect(imageSizeProblem(pngHeader(20000, 20000))).toBe('too-many-pixels');
    expect(imageSizeProblem(jpegHeader(20000, 20000))).toBe('too-many-pixels');
    expect(imageSizeProblem(pngHeader(100, 60000))).toBe('too-many-pixels');
    expect(imageSizeProblem(pngHeader(0, 10))).toBe('unreadable');
  });
});

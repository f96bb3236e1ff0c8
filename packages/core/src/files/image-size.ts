/**
 * Image dimensions read from the file header, without decoding a pixel: a 1 MB PNG can declare 20000×20000 pixels
 * and decode to 1.6 GB of memory, so the size is checked before anything decodes it.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** The largest image we decode: 50 megapixels (a 48 MP phone photo fits; about 200 MB once decoded to RGBA). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Nor any side longer than this (a long screenshot is fine; a 100000-pixel strip is not). */
export const MAX_IMAGE_SIDE = 16_000;

export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (isPng(bytes)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return null;
}

/** A reason to refuse the image, or null when it may be decoded. An unreadable header is refused too. */
export function imageSizeProblem(bytes: Uint8Array): string | null {
  const size = readImageSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) return 'unreadable';
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) return 'too-many-pixels';
  return null;
}

/** PNG or JPEG by magic bytes (the only image formats we accept). */
export function isImage(b: Uint8Array): boolean {
  return isPng(b) || (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);
}

function isPng(b: Uint8Array): boolean {
  return b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
}

const u32 = (b: Uint8Array, o: number) => ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
const u16 = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];

/** PNG: the IHDR chunk is first, right after the 8-byte signature. */
function readPng(b: Uint8Array): ImageSize | null {
  const type = String.fromCharCode(b[12], b[13], b[14], b[15]);
  if (type !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

/** JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 except DHT, JPG and DAC). */
function readJpeg(b: Uint8Array): ImageSize | null {
  let o = 2;
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1];
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      o += 2; // markers without a length
      continue;
    }
    const length = u16(b, o + 2);
    if (length < 2) return null;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: u16(b, o + 5), width: u16(b, o + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    o += 2 + length;
  }
  return null;
}

/** What a person is told when an image is refused before decoding (never "larger than 10 MB" for a small file). */
export function imageProblemMessage(bytes: Uint8Array): string | null {
  if (!isImage(bytes)) return null;
  const problem = imageSizeProblem(bytes);
  if (problem === null) return null;
  if (problem === 'unreadable') return 'We could not read this image. Please upload a clear PNG or JPG photo or screenshot.';
  const size = readImageSize(bytes)!;
  return `This image is too large to read (${size.width.toLocaleString('en-NG')} × ${size.height.toLocaleString('en-NG')} pixels). Please upload a photo or screenshot of at most 50 megapixels — your phone camera's normal setting is fine.`;
}

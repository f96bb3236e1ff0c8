/**
 * Blobs of touching ink on a page (pixels joined at an edge or a corner), found by flood fill. Rule erasers need
 * each blob's pixels and box: a rule piece or a row of dots is told by its shape.
 */

export interface InkBlob {
  /** Indices into the page, row by row. */
  pixels: number[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Calls `visit` once for every blob of pixels for which `isInk` holds, in the order of their first pixel. */
export function forEachInkBlob(width: number, height: number, isInk: (i: number) => boolean, visit: (blob: InkBlob) => void): void {
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !isInk(start)) continue;
    seen[start] = 1;
    stack.push(start);
    const blob: InkBlob = { pixels: [], x0: width, x1: -1, y0: height, y1: -1 };
    while (stack.length) {
      const i = stack.pop()!;
      blob.pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (!seen[j] && isInk(j)) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    visit(blob);
  }
}

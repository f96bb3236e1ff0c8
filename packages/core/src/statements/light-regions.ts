import type { GreyImage } from '../documents/ocr-engine.ts';

/** A photo's light regions on a darker surround, measured on a shrunk copy: where a photographed page may be. */

/** The photo is measured at this size (long side, pixels): edges to a pixel of it are ample for the fit. */
const MEASURE_SIDE = 400;

/** The photo shrunk to `MEASURE_SIDE` by averaging boxes, and the factor back to the photo's pixels. */
export function shrunk(img: GreyImage): { small: GreyImage; factor: number } {
  const factor = Math.max(1, Math.max(img.width, img.height) / MEASURE_SIDE);
  const width = Math.max(1, Math.floor(img.width / factor));
  const height = Math.max(1, Math.floor(img.height / factor));
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy0 = Math.floor(y * factor);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * factor));
    for (let x = 0; x < width; x++) {
      const sx0 = Math.floor(x * factor);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * factor));
      let sum = 0;
      for (let sy = sy0; sy < sy1; sy++) for (let sx = sx0; sx < sx1; sx++) sum += img.grey[sy * img.width + sx];
      grey[y * width + x] = Math.round(sum / ((sy1 - sy0) * (sx1 - sx0)));
    }
  }
  return { small: { grey, width, height }, factor };
}

/** Otsu's threshold: the shade that best splits the photo into a dark and a light class. */
export function otsu(grey: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const g of grey) hist[g]++;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * hist[i];
  let best = 128;
  let bestVar = -1;
  let wDark = 0;
  let sumDark = 0;
  for (let t = 0; t < 255; t++) {
    wDark += hist[t];
    sumDark += t * hist[t];
    const wLight = grey.length - wDark;
    if (wDark === 0 || wLight === 0) continue;
    const between = wDark * wLight * (sumDark / wDark - (total - sumDark) / wLight) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

/** The 4-connected regions of pixels lighter than `t`: each pixel's region (0 = dark) and each region's pixel count. */
export function lightRegions(img: GreyImage, t: number): { label: Int32Array; areas: number[] } {
  const { grey, width } = img;
  const label = new Int32Array(grey.length);
  const stack = new Int32Array(grey.length);
  const areas = [0];
  for (let start = 0; start < grey.length; start++) {
    if (label[start] !== 0 || grey[start] <= t) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top];
      area++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
        if (j < 0 || j >= grey.length || label[j] !== 0 || grey[j] <= t) continue;
        label[j] = id;
        stack[top++] = j;
      }
    }
    areas.push(area);
  }
  return { label, areas };
}

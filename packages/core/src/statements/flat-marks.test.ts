import { describe, expect, it } from 'vitest';
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { withoutFlatMarks } from './flat-marks.ts';

const W = 400;
const word = (text: string, x0: number, y0: number, confidence: number): RecognisedWord => ({ text, confidence, x0, y0, x1: x0 + 30, y1: y0 + 24 });

function pageOf(boxes: [number, number, number, number][]): GreyImage {
  const grey = new Uint8Array(W * 100).fill(255);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) grey.fill(0, y * W + x0, y * W + x1);
  return { grey, width: W, height: 100 };
}

describe('flat marks', () => {
  const sure = [0, 40, 80, 120, 160].map((x) => word('AIRTIME', x, 10, 95));
  const ink: [number, number, number, number][] = sure.map((w) => [w.x0 + 2, w.y0 + 2, w.x1 - 2, w.y1 - 2]);

  it("drops an unsure word whose ink is a flat streak (a rule's remnant read `mi`)", () => {
    const mi = word('mi', 300, 10, 38);
    const page: RecognisedPage = { lines: [[...sure, mi]], confidence: 80, width: W, height: 100 };
    const out = withoutFlatMarks(page, pageOf([...ink, [300, 20, 330, 23]]));
    expect(out.lines[0].map((w) => w.text)).toEqual(sure.map((w) => w.text));
  });

  it('keeps an unsure word of letters, and a sure one whatever its ink', () => {
    const mi = word('mi', 300, 10, 38);
    const page: RecognisedPage = { lines: [[...sure, mi]], confidence: 80, width: W, height: 100 };
    expect(withoutFlatMarks(page, pageOf([...ink, [300, 14, 330, 30]]))).toBe(page);
    const sureMi = { ...mi, confidence: 90 };
    const page2: RecognisedPage = { ...page, lines: [[...sure, sureMi]] };
    expect(withoutFlatMarks(page2, pageOf([...ink, [300, 20, 330, 23]]))).toBe(page2);
  });
});

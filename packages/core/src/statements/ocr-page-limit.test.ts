import { describe, expect, it } from 'vitest';
import { MAX_OCR_PAGES, renderPdfPagesForOcr } from './ocr-words.ts';

describe('OCR page limit', () => {
  it('refuses a scan longer than the limit before rendering any page', async () => {
    let rendered = 0;
    const pdf = {
      numPages: 999,
      getPage: async () => {
        rendered++;
        throw new Error('no page should be rendered');
      },
    };
    await expect(renderPdfPagesForOcr(pdf as never)).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringMatching(/more than 60 pages/),
    });
    expect(rendered).toBe(0);
    expect(MAX_OCR_PAGES).toBe(60);
  });
});

import { describe, expect, it } from 'vitest';
import type { OcrEngine, PageRenderer } from '../documents/ocr-engine.ts';
import { MAX_OCR_PAGES, pdfPagesForOcr, readByOcr } from './ocr-words.ts';

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
    const renderer: PageRenderer = {
      renderPage: async (p, n) => {
        await p.getPage(n);
        throw new Error('no page should be rendered');
      },
    };
    expect(() => pdfPagesForOcr(pdf as never, renderer)).toThrow(expect.objectContaining({
      code: 'TOO_LARGE',
      message: expect.stringMatching(/more than 60 pages/),
    }));
    expect(rendered).toBe(0);
    expect(MAX_OCR_PAGES).toBe(60);
  });

  it('hands no scan longer than the limit to the engine', async () => {
    let started = 0;
    const engine: OcrEngine = {
      recognise: async () => {
        started++;
        return [];
      },
    };
    const scan = { kind: 'pdf', bytes: new Uint8Array(0), pageCount: MAX_OCR_PAGES + 1 } as const;
    await expect(readByOcr(scan, engine)).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringMatching(/more than 60 pages/) });
    expect(started).toBe(0);
  });
});

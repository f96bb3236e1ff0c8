/**
 * A scanner's "searchable PDF" (ocrmypdf, `tesseract … pdf`, an office scanner's OCR): each page is the scan's
 * image with the scanner's own OCR laid over it as invisible text (rendering mode 3). That hidden text is a rough
 * reading, its words placed one by one with jittered heights, and the table reader lost 17 of 41 rows on it; our
 * own OCR, with its repairs and the running balance, reads the image itself. Told from the first page's drawing
 * operators: an image painted, and (nearly) all of its text drawn invisibly.
 */
import { OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const SHOW_TEXT = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
const PAINT_IMAGE = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
/** Text rendering modes that paint nothing: 3 (invisible) and 7 (clip only). */
const INVISIBLE = new Set([3, 7]);

/** Whether the PDF's first page is a scan image under invisible text (see above). */
export async function isSearchableScan(pdf: PDFDocumentProxy): Promise<boolean> {
  if (pdf.numPages === 0) return false;
  const page = await pdf.getPage(1);
  const ops = await page.getOperatorList();
  let mode = 0;
  const saved: number[] = [];
  let image = false;
  let shown = 0;
  let hidden = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    if (fn === OPS.save) saved.push(mode);
    else if (fn === OPS.restore) mode = saved.pop() ?? 0;
    else if (fn === OPS.setTextRenderingMode) mode = Number((ops.argsArray[i] as number[])[0]);
    else if (PAINT_IMAGE.has(fn)) image = true;
    else if (SHOW_TEXT.has(fn)) {
      shown++;
      if (INVISIBLE.has(mode)) hidden++;
    }
  }
  return image && shown > 0 && hidden >= 0.9 * shown;
}

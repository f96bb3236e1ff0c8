// Stand-in for @napi-rs/canvas while the command line extracts text (see text-only-pdfjs.ts): text extraction
// never draws, so anything that tries to fails loudly instead of drawing wrongly.
'use strict';
class NoRendering {
  constructor() {
    throw new Error('Page rendering is not available in the text reader.');
  }
}
module.exports = { DOMMatrix: NoRendering, Path2D: NoRendering };

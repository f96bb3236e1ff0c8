/**
 * The command line reads a text PDF in its own process, and pdf.js's legacy build pays at load time for things text
 * extraction never uses:
 * - it requires `@napi-rs/canvas` (a native library, dlopen + ~50 ms) for DOMMatrix/Path2D polyfills that only page
 *   rendering needs;
 * - (left as is) both of its modules feature-test `Response.prototype.bytes`, and touching `Response` makes Node load
 *   its fetch implementation (undici); a stand-in could not be taken back, as Node's lazy global cannot be saved
 *   without loading it.
 * While a document is read, pdf.js gets a canvas stand-in whose DOMMatrix/Path2D refuse to be used; it is taken back
 * afterwards. A scan is not rendered here: it goes to a worker thread (module hooks are per thread) and is rendered
 * in its OCR process. The server never uses this.
 */
import module from 'node:module';

const STUB = new URL('./pdf-canvas-stand-in.cjs', import.meta.url).href;

/** Installs the stand-ins; the returned function takes them back. */
export function textOnlyPdfjs(): () => void {
  const hooks = module.registerHooks?.({
    resolve(specifier, context, next) {
      if (specifier === '@napi-rs/canvas' && context.parentURL?.includes('/pdfjs-dist/'))
        return { url: STUB, format: 'commonjs', shortCircuit: true };
      return next(specifier, context);
    },
  });
  return () => hooks?.deregister();
}

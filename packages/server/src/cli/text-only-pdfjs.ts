/**
 * The command line reads a text PDF in its own process, and pdf.js's legacy build pays at load time for things text
 * extraction never uses:
 * - it requires `@napi-rs/canvas` (a native library, dlopen + ~50 ms) for DOMMatrix/Path2D polyfills that only page
 *   rendering needs;
 * - both of its modules feature-test `Response.prototype.bytes` as they load (to polyfill it for old browsers), and
 *   touching `Response` makes Node load its fetch implementation (undici, ~50 ms). A stand-in for the global could
 *   not be taken back (reading Node's lazy global loads it), so the test is answered in the modules' source as they
 *   load: Node has had the method since v22, and text extraction never makes a Response.
 * While a document is read, pdf.js gets a canvas stand-in whose DOMMatrix/Path2D refuse to be used; it is taken back
 * afterwards. A scan is not rendered here: it goes to a worker thread (module hooks are per thread) and is rendered
 * in its OCR process. The server never uses this.
 */
import module from 'node:module';

const STUB = new URL('./pdf-canvas-stand-in.cjs', import.meta.url).href;
const BYTES_FEATURE_TEST = 'typeof Response.prototype.bytes !== "function"';

/** Installs the stand-ins; the returned function takes them back. */
export function textOnlyPdfjs(): () => void {
  const hooks = module.registerHooks?.({
    resolve(specifier, context, next) {
      if (specifier === '@napi-rs/canvas' && context.parentURL?.includes('/pdfjs-dist/'))
        return { url: STUB, format: 'commonjs', shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      const loaded = next(url, context);
      if (!url.includes('/pdfjs-dist/') || loaded.source === undefined) return loaded;
      return { ...loaded, source: String(loaded.source).replaceAll(BYTES_FEATURE_TEST, 'false') };
    },
  });
  return () => hooks?.deregister();
}

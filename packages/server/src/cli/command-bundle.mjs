/**
 * The command line's reader and analysis as one bundled module. Loaded from ~150 TypeScript files, the command spent
 * about 80 ms of a 1-page PDF's 0.6 s finding, reading and checking them (60 ms of a small CSV's 0.33 s); bundled,
 * Node loads one file and its compile cache holds one entry (bench/cli-start.bench.ts measures both).
 *
 * The bundle is built on first use into node_modules/.cache (never into the tree) and rebuilt whenever a file it was
 * built from has changed, so an edited source is never run stale. Only `analyse-command.ts` and core are bundled:
 * core is pure and knows nothing of its own location, while the server's modules find their worker, OCR process and
 * model files beside themselves (import.meta.url) and stay where they are, as do npm packages. If the bundler is
 * missing (a production install) or fails, the command runs from its sources: slower, never different.
 * NAIRALENS_CLI_SOURCE=1 runs it from its sources on purpose.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = fileURLToPath(new URL('./analyse-command.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CORE = path.join(ROOT, 'packages/core/');
const CACHE = path.join(ROOT, 'node_modules/.cache/nairalens-analyse');
const MANIFEST = path.join(CACHE, 'manifest.json');

/** The command module: from the bundle when it is current, else built now, else from the sources. */
export async function loadCommand() {
  if (process.env.NAIRALENS_CLI_SOURCE === '1') return import(ENTRY);
  const current = currentBundle(MANIFEST);
  if (current) return import(pathToFileURL(current).href);
  try {
    return import(pathToFileURL(await buildBundle()).href);
  } catch {
    return import(ENTRY);
  }
}

/**
 * The bundle's entry file when every file it was built from is unchanged (same size and modification time) and it
 * was built for this Node; null otherwise.
 */
export function currentBundle(manifestFile) {
  try {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (m.node !== process.version || !Array.isArray(m.inputs)) return null;
    for (const [file, size, mtimeMs] of m.inputs) {
      const st = statSync(file);
      if (st.size !== size || st.mtimeMs !== mtimeMs) return null;
    }
    return path.join(path.dirname(manifestFile), m.dir, 'analyse-command.js');
  } catch {
    return null;
  }
}

/** Builds the bundle into a directory of its own, then points the manifest at it (a rename: never half-written). */
async function buildBundle() {
  const { build } = await import('esbuild');
  const dir = `bundle-${process.pid}-${Date.now()}`;
  const out = path.join(CACHE, dir);
  mkdirSync(out, { recursive: true });
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    outdir: out,
    absWorkingDir: ROOT,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourcesOnly],
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => {
    const file = path.resolve(ROOT, f);
    const st = statSync(file);
    return [file, st.size, st.mtimeMs];
  });
  const tmp = `${MANIFEST}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ node: process.version, dir, inputs }));
  renameSync(tmp, MANIFEST);
  // Earlier bundles are no longer pointed at. One built in the last hour is left: a run started from it may still
  // load one of its parts (a CSV reader, say) later.
  for (const old of readdirSync(CACHE)) {
    const at = path.join(CACHE, old);
    if (old.startsWith('bundle-') && old !== dir && Date.now() - statSync(at).mtimeMs > 3_600_000) rmSync(at, { recursive: true, force: true });
  }
  return path.join(out, 'analyse-command.js');
}

/** Bundles the command and core; imports anything else (npm packages, the server's own modules) from where it is. */
const sourcesOnly = {
  name: 'sources-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === 'resolved') return undefined;
      const bare = !args.path.startsWith('.') && !path.isAbsolute(args.path);
      if (bare && !args.path.startsWith('@nairalens/')) return { path: args.path, external: true };
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolved' });
      if (r.errors.length > 0) return { errors: r.errors };
      if (r.path.startsWith(CORE)) return { path: r.path };
      return { path: pathToFileURL(r.path).href, external: true };
    });
  },
};

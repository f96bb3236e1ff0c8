/**
 * `node packages/server/src/cli/analyse.ts …` still works; `npm run analyse` starts analyse.mjs directly, which skips
 * the TypeScript stripper that a .ts entry has to load before its first line runs (see analyse.mjs).
 */
import './analyse.mjs';

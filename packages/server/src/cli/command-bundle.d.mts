/** Declarations of command-bundle.mjs (plain JavaScript: it runs before Node can load any TypeScript). */
export function loadCommand(): Promise<{ run: () => Promise<number> }>;
export function currentBundle(manifestFile: string): string | null;

/** The origin remembered in navigation state when the guard sends someone to /auth. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** The remembered origin as a path, or null (never back to /auth itself, never off-site). */
export function fromStatePath(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  if (from.pathname.startsWith('/auth')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

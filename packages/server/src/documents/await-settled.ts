/**
 * Waits until a document job has settled (its row is no longer processing) or `timeoutMs` passes, by reading the
 * row (the job may run in another process). The request only waits: the reading happens in the job, so a crash
 * loses nothing and the page can poll the row instead.
 */
export async function awaitSettled<T extends { status: string }>(
  load: () => Promise<T>,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let row = await load();
  while (row.status === 'processing' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
    row = await load();
  }
  return row;
}

import { StatementError } from '@nairalens/core/contract.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { parseStatementInWorker } from '../../statements/parse-in-worker.ts';
import { requirePermission, type Actor } from './access.ts';
import { listClientNames } from './repository.ts';
import { quoteStatement } from '../uploads/index.ts';

/** A name read is a courtesy before spending: text only (no OCR), and short. */
const READ_TIMEOUT_MS = 20_000;
/** Free reads still take a worker thread: at most this many at once per person (in this process). */
export const MAX_READS_AT_ONCE = 2;
const readsInFlight = new Map<string, number>();

export type NameProposal =
  { kind: 'client'; clientId: string; clientName: string } | { kind: 'new'; name: string } | { kind: 'none' };

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3),
  );

/** "ADAEZE  N. OKAFOR" → "Adaeze N. Okafor": how a new client is proposed from a statement's account name. */
export function titleCaseName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .slice(0, 120);
}

/**
 * The client whose name shares the most words (three letters or more, any order or case) with the account name, at
 * least two of them (or the client's only word): a shared surname alone ("Olumide Mohammed" vs "Efosa Mohammed")
 * is another person. A tie between clients proposes none (the analyst chooses); no match proposes a new client.
 */
export function proposeClient(accountName: string | null, clients: { id: string; name: string }[]): NameProposal {
  if (!accountName?.trim()) return { kind: 'none' };
  const read = words(accountName);
  let best: { id: string; name: string; shared: number } | null = null;
  let tie = false;
  for (const c of clients) {
    const own = words(c.name);
    const shared = [...own].filter((w) => read.has(w)).length;
    if (shared === 0 || shared < Math.min(2, own.size)) continue;
    if (!best || shared > best.shared) {
      best = { ...c, shared };
      tie = false;
    } else if (shared === best.shared) tie = true;
  }
  if (best && !tie) return { kind: 'client', clientId: best.id, clientName: best.name };
  if (best && tie) return { kind: 'none' };
  return { kind: 'new', name: titleCaseName(accountName) };
}

/**
 * Reads the account name printed on a statement, without spending: the statement engine in a worker thread, text
 * only (a scan or photo gets no name here and the analyst chooses), and a protected PDF needs its password (used in
 * memory, never kept). Then proposes the matching client of the workspace, or a new client of that name.
 */
export async function readAccountName(
  ctx: AppContext,
  actor: Actor,
  input: { bytes: Uint8Array; fileName: string; password: string | null },
) {
  requirePermission(actor, 'upload');
  const who = actor.userId ?? actor.label;
  const busy = readsInFlight.get(who) ?? 0;
  if (busy >= MAX_READS_AT_ONCE)
    throw new AppError('RATE_LIMITED', `Names are read ${MAX_READS_AT_ONCE} files at a time; try again in a moment.`);
  readsInFlight.set(who, busy + 1);
  try {
    return await readName(ctx, actor, input);
  } finally {
    const left = (readsInFlight.get(who) ?? 1) - 1;
    if (left > 0) readsInFlight.set(who, left);
    else readsInFlight.delete(who);
  }
}

async function readName(
  ctx: AppContext,
  actor: Actor,
  input: { bytes: Uint8Array; fileName: string; password: string | null },
) {
  let accountName: string | null = null;
  let bank: string | null = null;
  let unreadable: string | null = null;
  try {
    const parsed = await parseStatementInWorker(
      input.bytes,
      { fileName: input.fileName, ...(input.password ? { password: input.password } : {}) },
      { timeoutMs: READ_TIMEOUT_MS },
    );
    accountName = parsed.statement.accountName?.trim() || null;
    bank = parsed.statement.bank;
  } catch (e) {
    if (!(e instanceof StatementError)) throw e;
    if (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT') throw new AppError(e.code, e.message);
    unreadable = e.message;
  }
  const clients = await listClientNames(ctx.database.db, actor.workspaceId);
  return {
    accountName,
    bank,
    quote: await priceOf(input),
    proposal: proposeClient(accountName, clients),
    ...(accountName ? {} : { note: unreadable ?? 'No account name is printed on this statement.' }),
  };
}

/**
 * The file's real cost, priced as the spend will price it (pages and rows), so the batch total shown before spending
 * is what is charged. A file that cannot be priced (not a statement, too large) gets null: it is refused at upload
 * without any spend.
 */
async function priceOf(input: { bytes: Uint8Array; password: string | null }) {
  try {
    const q = await quoteStatement(input.bytes, input.password);
    return { tokenCost: q.tokenCost, pages: q.pages, lines: q.lines, counted: q.counted };
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

import type { SpendReason } from '@nairalens/core/tokens/ledger.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx, Tx } from '../db/client.ts';

/** What the pipeline needs of one uploaded document's row, whatever its kind. */
export interface DocumentRecord {
  id: string;
  userId: string;
  /** Key of the encrypted raw document in storage; null once it is deleted. */
  storageKey: string | null;
  /** The idempotency key the row was created with (the ledger keys derive from it). */
  idempotencyKey: string | null;
  fileName: string | null;
}

/** A failure that is the document's fault (unreadable, wrong password…): no retry, the person sees the message. */
export interface DocumentFailure {
  code: string;
  message: string;
}

/** The three failures the pipeline itself produces, worded for this kind of document. */
export interface PipelineMessages {
  TIMEOUT: string;
  INTERNAL: string;
  MISSING_FILE: string;
}

/** The rows of one kind, as the pipeline reads and writes them. Implemented in the kind's repository. */
export interface DocumentStore<R extends DocumentRecord, Out> {
  /** The row when it is still processing (a job for a finished row does nothing). */
  claim(db: DbOrTx, id: string): Promise<R | null>;
  /** Progress the page shows ('reading', 'analysing', 'saving', 'queued'); `countAttempt` on each claim. */
  setStage(db: DbOrTx, id: string, stage: string, countAttempt?: boolean): Promise<void>;
  setJobId(tx: Tx, id: string, jobId: string | null): Promise<void>;
  /** Status and owner under a row lock (FOR UPDATE), for the completing and failing transactions. */
  lock(tx: Tx, id: string): Promise<{ status: string; userId: string; idempotencyKey: string | null } | null>;
  /** Stores the result, marks the row completed and forgets the raw document's key, inside `tx`. */
  complete(tx: Tx, record: R, output: Out, processingMs: number): Promise<void>;
  /** Marks the row failed and forgets the raw document's key; returns the key it held (to delete the file). */
  markFailed(tx: Tx, id: string, failure: DocumentFailure): Promise<string | null>;
  /** Forgets the raw document's key once the file is deleted (only when it still names that file). */
  clearStorageKey(db: DbOrTx, id: string, storageKey: string): Promise<void>;
  /** Rows still holding a raw document created before `cutoff`. */
  withRawOlderThan(db: DbOrTx, cutoff: Date): Promise<{ id: string; storageKey: string }[]>;
  /** Rows processing with no progress since `cutoff` (their job lost, or the server killed mid-way). */
  stuckSince(db: DbOrTx, cutoff: Date): Promise<string[]>;
  /** Whether a row of this kind names this storage key (files no row names are orphans). */
  ownsStorageKey(db: DbOrTx, storageKey: string): Promise<boolean>;
}

/**
 * One kind of uploaded document (statement, loan contract, credit report…) as the document pipeline runs it:
 * spend + insert + enqueue in one transaction, read in a worker thread, store or fail-and-refund in one
 * transaction, swept when stuck. See docs/ARCHITECTURE.md, "How to add a document kind".
 */
export interface DocumentKind<R extends DocumentRecord = DocumentRecord, Out = unknown> {
  /** Name in logs and the jobs table ('statement', 'loan-contract'). */
  name: string;
  /** pg-boss queue of its jobs. */
  queue: string;
  /** Field of the job's payload naming the row id (the payload holds nothing else). */
  payloadKey: string;
  ledger: {
    /** Ledger transaction type of the spend and its refund. */
    reason: SpendReason;
    /** Reason written on the refund's ledger entry. */
    refundReason: string;
    spendKey(idempotencyKey: string): string;
    refundKey(idempotencyKey: string): string;
    /** token_ledger.analysis_id of the spend: the row id for statement analyses, null for other kinds. */
    analysisId(id: string): string | null;
  };
  messages: PipelineMessages;
  store: DocumentStore<R, Out>;
  /**
   * Reads the decrypted bytes into what `store.complete` saves. Parsing, decrypting and OCR run in a worker thread
   * (jobs/run-in-worker.ts); `stage` reports progress to the page.
   */
  read(ctx: AppContext, bytes: Uint8Array, record: R, stage: (name: string) => Promise<void>): Promise<Out>;
  /** The document's own failures (permanent, shown to the person); anything else is retried, then INTERNAL. */
  asFailure(error: unknown): DocumentFailure | null;
  /** After the commit of a completed row (a notification mail…); its failure is logged, never fails the job. */
  afterComplete?(ctx: AppContext, record: R): Promise<void>;
}

// A registry holds kinds of different row and output types; the pipeline only passes them between a kind's own
// functions, so erasing them here is safe.
export type AnyDocumentKind = DocumentKind<any, any>;

import { z } from 'zod';
import { workspaceFileSchema } from './workspace.ts';

/**
 * Statements sent by the workspace (`/api/workspace/clients/:id/statements`, `/api/workspace/batches/*`): the
 * outcome of one file, a batch and its progress, and the account name read before a batch. The server answers
 * through these schemas and the web reads them as its types.
 */

/** A batch holds at most this many files (the screen and the server check the same). */
export const MAX_BATCH_FILES = 50;

/** `POST /api/workspace/batches`: the files of a batch, each for a client, with the cost it was shown at. */
export const batchPlanSchema = z.object({
  files: z
    .array(
      z.object({
        fileName: z.string().max(300),
        size: z.number().int().min(0),
        clientId: z.string().uuid('Choose a client for every file.'),
        /** The file's cost as shown before starting (its real pages or rows); the size estimate when not given. */
        tokenCost: z.number().int().min(0).max(100).optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_FILES, `A batch holds at most ${MAX_BATCH_FILES} files.`),
});
export type PlannedFile = z.infer<typeof batchPlanSchema>['files'][number];

/** One file sent: accepted (charged, analysis queued) or, inside a batch, refused before any spend. */
export const statementOutcomeSchema = z.discriminatedUnion('accepted', [
  z.object({
    accepted: z.literal(true),
    analysisId: z.string(),
    uploadId: z.string(),
    tokenCost: z.number().int(),
    status: z.string(),
  }),
  z.object({ accepted: z.literal(false), code: z.string(), message: z.string() }),
]);
export type StatementOutcome = z.infer<typeof statementOutcomeSchema>;

/** `POST /api/workspace/batches`: the total cost and the pool's balance, before anything is spent. */
export const batchCreatedSchema = z.object({
  batch: z.object({
    id: z.string(),
    fileCount: z.number().int(),
    totalCost: z.number().int(),
    balance: z.number().int(),
  }),
});
export type BatchCreated = z.infer<typeof batchCreatedSchema>;

/** `GET /api/workspace/batches/:id`: the batch, its files so far and what they cost. */
export const batchDetailSchema = z.object({
  batch: z.object({
    id: z.string(),
    fileCount: z.number().int(),
    quotedCost: z.number().int(),
    createdAt: z.string(),
    createdBy: z.string(),
  }),
  counts: z.object({
    completed: z.number().int(),
    failed: z.number().int(),
    processing: z.number().int(),
    /** Files planned but not sent yet (the browser sends them one by one). */
    notSent: z.number().int(),
  }),
  spent: z.number().int(),
  files: z.array(workspaceFileSchema),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** The client a statement's account name proposes: an existing one, a new one of that name, or none (a tie). */
export const nameProposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('client'), clientId: z.string(), clientName: z.string() }),
  z.object({ kind: z.literal('new'), name: z.string() }),
  z.object({ kind: z.literal('none') }),
]);
export type NameProposal = z.infer<typeof nameProposalSchema>;

/** `POST /api/workspace/batches/account-name`: free, nothing is stored. */
export const accountNameReadSchema = z.object({
  accountName: z.string().nullable(),
  bank: z.string().nullable(),
  proposal: nameProposalSchema,
  /** Why no name was read. */
  note: z.string().optional(),
  /** The file's real cost (pages or rows, as the spend counts them); null when it cannot be priced. */
  quote: z
    .object({
      tokenCost: z.number().int(),
      pages: z.number().int().nullable(),
      lines: z.number().int().nullable(),
      counted: z.boolean(),
    })
    .nullable(),
});
export type AccountNameRead = z.infer<typeof accountNameReadSchema>;

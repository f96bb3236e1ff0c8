import { z } from 'zod';
import { someoneElseProblem } from './someone-else.ts';

/** The consent line a person ticks before uploading someone else's document (statement or credit report). */
export const CONSENT_TEXT = "I confirm I have the subject's explicit consent to analyze their financial documents.";

/**
 * Who a document is for, as one zod rule for the upload forms and the server: "Me", or "Someone else" with a
 * client's name and the consent tick (`someoneElseProblem`), optionally filed under one of the person's client
 * profiles. The issue sits on the field the person has to fix.
 */
export const documentSubjectSchema = z
  .object({
    analysisFor: z.enum(['me', 'someone-else']),
    clientName: z.string().max(120, 'Client name must be 120 characters or fewer.'),
    consent: z.boolean(),
    profileId: z.union([z.uuid(), z.literal('')]),
  })
  .superRefine((v, ctx) => {
    const problem = someoneElseProblem(v.analysisFor, v.clientName, v.consent);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [v.clientName.trim() ? 'consent' : 'clientName'], message: problem });
  });

export type DocumentSubject = z.infer<typeof documentSubjectSchema>;

/**
 * The server's side of the same rule, for a document that arrived as multipart fields (absent ones as null): the
 * first problem's message, or null when the subject is fine.
 */
export function documentSubjectProblem(input: {
  analysisFor: DocumentSubject['analysisFor'];
  clientName: string | null | undefined;
  consent: boolean;
  profileId: string | null | undefined;
}): string | null {
  const parsed = documentSubjectSchema.safeParse({
    analysisFor: input.analysisFor,
    clientName: input.clientName ?? '',
    consent: input.consent,
    profileId: input.profileId ?? '',
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

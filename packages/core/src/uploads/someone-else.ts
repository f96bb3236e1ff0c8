/**
 * The rule for analysing someone else's statement, shared by the upload form and the server: a client's name that is
 * not blank and an explicit consent tick. "Me" needs neither.
 */
export const SOMEONE_ELSE_MESSAGE = 'Please enter client name and confirm consent for "Someone else" analysis';

export type AnalysisSubject = 'me' | 'someone-else';

export function someoneElseProblem(subject: AnalysisSubject, clientName: string | null | undefined, consent: boolean): string | null {
  if (subject !== 'someone-else') return null;
  return (clientName ?? '').trim() && consent ? null : SOMEONE_ELSE_MESSAGE;
}

import { describe, expect, it } from 'vitest';
import { SOMEONE_ELSE_MESSAGE } from './someone-else.ts';
import { documentSubjectProblem } from './subject-schema.ts';

const me = { analysisFor: 'me', clientName: null, consent: false, profileId: null } as const;

describe('documentSubjectProblem', () => {
  it('needs nothing more for "Me"', () => {
    expect(documentSubjectProblem(me)).toBeNull();
  });

  it('needs a client name and the consent tick for "Someone else"', () => {
    const other = { ...me, analysisFor: 'someone-else' } as const;
    expect(documentSubjectProblem({ ...other, clientName: '  ', consent: true })).toBe(SOMEONE_ELSE_MESSAGE);
    expect(documentSubjectProblem({ ...other, clientName: 'Chidi Okeke', consent: false })).toBe(SOMEONE_ELSE_MESSAGE);
    expect(documentSubjectProblem({ ...other, clientName: 'Chidi Okeke', consent: true })).toBeNull();
  });

  it('refuses a client name over 120 characters', () => {
    const long = { analysisFor: 'someone-else', clientName: 'a'.repeat(121), consent: true, profileId: null } as const;
    expect(documentSubjectProblem(long)).toBe('Client name must be 120 characters or fewer.');
  });
});

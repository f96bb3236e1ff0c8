import { describe, expect, it } from 'vitest';
import { NAME_REQUIRED_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, fullNameSchema, nameProblem, passwordProblem } from './credentials.ts';

describe('sign-up rules', () => {
  it('refuses a blank name, spaces only or punctuation only', () => {
    expect(nameProblem('')).toBe(NAME_REQUIRED_MESSAGE);
    expect(nameProblem('     ')).toBe(NAME_REQUIRED_MESSAGE);
    expect(nameProblem(' . - ')).toBe(NAME_REQUIRED_MESSAGE);
    expect(nameProblem(undefined)).toBe(NAME_REQUIRED_MESSAGE);
    expect(nameProblem('x'.repeat(121))).toMatch(/at most 120/);
  });
  it('accepts real names and trims them', () => {
    expect(nameProblem('Adaeze Okafor')).toBeNull();
    expect(nameProblem('Ọlá')).toBeNull();
    expect(fullNameSchema.parse('  Tunde  ')).toBe('Tunde');
  });
  it('explains a short password in plain words', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Your password must be at least 8 characters long.');
    expect(passwordProblem('long enough')).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });
});

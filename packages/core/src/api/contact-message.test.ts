import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact-message.ts';

const valid = { name: ' Kemi ', email: ' kemi@example.com ', subject: 'Statements', message: ' Hello ' };

function firstError(input: unknown, field: string): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('contactMessageSchema', () => {
  it('trims what it keeps', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Kemi',
      email: 'kemi@example.com',
      subject: 'Statements',
      message: 'Hello',
    });
  });

  it("says the form's words for each missing field", () => {
    const empty = { name: ' ', email: '', subject: '', message: '' };
    expect(firstError(empty, 'name')).toBe('Please enter your name.');
    expect(firstError(empty, 'email')).toBe('Please enter a valid email address.');
    expect(firstError(empty, 'subject')).toBe('Please enter a subject.');
    expect(firstError(empty, 'message')).toBe('Please enter your message.');
  });

  it('refuses an address without a domain and a message over 5000 characters', () => {
    expect(firstError({ ...valid, email: 'kemi@example' }, 'email')).toBe('Please enter a valid email address.');
    expect(firstError({ ...valid, message: 'a'.repeat(5001) }, 'message')).toBe(
      'Please keep your message under 5000 characters.',
    );
  });
});

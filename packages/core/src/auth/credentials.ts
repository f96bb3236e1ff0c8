/**
 * Sign-up and password rules, shared word for word by the web forms and the server (which enforces them whatever
 * the client sends): a real name (not blank, not only spaces or punctuation), and a password of 8 to 128 characters.
 */
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, isEmail } from './email-rule.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 120;

export const NAME_REQUIRED_MESSAGE = 'Please enter your full name.';
export const NAME_TOO_LONG_MESSAGE = `Your name can be at most ${MAX_NAME_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT_MESSAGE = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Your password can be at most ${MAX_PASSWORD_LENGTH} characters long.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords do not match.';

/** A full name: trimmed, with at least one letter (any script), at most 120 characters. */
export const fullNameSchema = z
  .string()
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE)
  .refine((name) => /\p{L}/u.test(name), NAME_REQUIRED_MESSAGE);

export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** The first problem with a name or password, in the words the person sees, or null when it is acceptable. */
export function nameProblem(name: unknown): string | null {
  const r = fullNameSchema.safeParse(typeof name === 'string' ? name : '');
  return r.success ? null : (r.error.issues[0]?.message ?? NAME_REQUIRED_MESSAGE);
}

export function passwordProblem(password: unknown): string | null {
  const r = passwordSchema.safeParse(typeof password === 'string' ? password : '');
  return r.success ? null : (r.error.issues[0]?.message ?? PASSWORD_TOO_SHORT_MESSAGE);
}

export const PHONE_MESSAGE = 'Enter a phone number like +234 803 123 4567.';
/** A phone number as people type it (digits, spaces, brackets, dashes, an optional leading +), or empty to clear it. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20, PHONE_MESSAGE)
  .regex(/^(\+?[\d\s()-]{7,20})?$/, PHONE_MESSAGE);

/** Settings › Profile: the same rules on the form and on the server. */
export const profileDetailsSchema = z.object({
  firstName: z.string().trim().max(60, 'Your first name can be at most 60 characters.'),
  lastName: z.string().trim().max(60, 'Your last name can be at most 60 characters.'),
  phone: phoneSchema,
  locationCountry: z.string().trim().min(1, 'Please select your country.').max(60),
  locationRegion: z.string().trim().max(60),
});

/** An e-mail address by the shared rule of `email-rule.ts` (the same check the public forms run in the browser). */
export const emailSchema = z.string().trim().refine(isEmail, EMAIL_INVALID_MESSAGE);

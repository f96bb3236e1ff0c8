import { describe, expect, it } from 'vitest';
import { SOMEONE_ELSE_MESSAGE } from '../uploads/someone-else.ts';
import { documentPasswordSchema, documentUploadFieldsSchema, documentUploadPartsSchema } from './upload.ts';

const me = { analysisFor: 'me', clientName: '', consent: false, profileId: '', password: '' } as const;

describe('document upload fields (the upload forms and the servers)', () => {
  it('accepts my own document with or without a password', () => {
    expect(documentUploadFieldsSchema.safeParse(me).success).toBe(true);
    expect(documentUploadFieldsSchema.safeParse({ ...me, password: 'open-sesame' }).success).toBe(true);
  });

  it("puts someone else's missing consent on the consent field, in the shared words", () => {
    const parsed = documentUploadFieldsSchema.safeParse({ ...me, analysisFor: 'someone-else', clientName: 'Ada Obi' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['consent', SOMEONE_ELSE_MESSAGE]]);
  });

  it('refuses a password longer than the servers read (256 characters)', () => {
    expect(documentPasswordSchema.safeParse('x'.repeat(256)).success).toBe(true);
    expect(documentUploadFieldsSchema.safeParse({ ...me, password: 'x'.repeat(257) }).success).toBe(false);
  });

  it('reads the multipart fields as text: "Me" by default, the tick as on, a key of 8 to 100 safe characters', () => {
    expect(documentUploadPartsSchema.parse({})).toEqual({ analysisFor: 'me' });
    expect(documentUploadPartsSchema.safeParse({ analysisFor: 'someone-else', consent: 'on' }).success).toBe(true);
    expect(documentUploadPartsSchema.safeParse({ consent: 'yes' }).success).toBe(false);
    expect(documentUploadPartsSchema.safeParse({ idempotencyKey: 'short' }).success).toBe(false);
    expect(documentUploadPartsSchema.safeParse({ idempotencyKey: 'key with spaces' }).success).toBe(false);
    expect(documentUploadPartsSchema.safeParse({ idempotencyKey: 'web:upload-1234' }).success).toBe(true);
  });
});

import type { StatementQuote, UploadCreated } from '@nairalens/core/api/upload.ts';
import { api, ApiError } from '@/lib/api.ts';

// The response types are the server's own, from the shared contract: a changed field breaks both typechecks.
export type UploadResponse = UploadCreated;
export type { StatementQuote };

export type UploadFields = {
  file: File;
  analysisFor: 'me' | 'someone-else';
  clientName?: string;
  consent?: boolean;
  profileId?: string;
  /** Sent once, over HTTPS, to open a protected PDF; the server never stores it. */
  password?: string;
  idempotencyKey: string;
  /** The cost the person was shown: the server spends nothing if the file turns out to cost something else. */
  expectedCost?: number;
};

/** POST /api/uploads as multipart/form-data (one file). Errors arrive as ApiError { code, message }. */
export async function uploadStatement(fields: UploadFields): Promise<UploadResponse> {
  const form = new FormData();
  form.set('analysisFor', fields.analysisFor);
  if (fields.analysisFor === 'someone-else') {
    form.set('clientName', fields.clientName ?? '');
    form.set('consent', fields.consent ? 'true' : 'false');
  }
  if (fields.profileId) form.set('profileId', fields.profileId);
  if (fields.password) form.set('password', fields.password);
  form.set('idempotencyKey', fields.idempotencyKey);
  if (fields.expectedCost !== undefined) form.set('expectedCost', String(fields.expectedCost));
  form.set('file', fields.file, fields.file.name);
  let res: Response;
  try {
    res = await fetch('/api/uploads', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach NairaLens. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as
    (UploadResponse & { error?: { code: string; message: string } }) | null;
  if (!res.ok) {
    const code = body?.error?.code ?? (res.status === 413 ? 'TOO_LARGE' : 'INTERNAL');
    const message =
      body?.error?.message ??
      (res.status === 413
        ? 'File too large. Please upload a file smaller than 10MB'
        : 'Something went wrong. Please try again.');
    throw new ApiError(res.status, code, message);
  }
  return body as UploadResponse;
}

export function newIdempotencyKey(): string {
  return `upl-${crypto.randomUUID()}`;
}

/** POST /api/uploads/quote: the real page/row count and cost of a file (nothing stored, nothing spent). */
export async function quoteStatement(file: File, password?: string): Promise<StatementQuote> {
  const form = new FormData();
  if (password) form.set('password', password);
  form.set('file', file, file.name);
  return (await api.postForm<{ quote: StatementQuote }>('/api/uploads/quote', form)).quote;
}

/** A failed API call: the server's `{ error: { code, message } }` (or better-auth's `{ code, message }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function statusCode(status: number): string {
  if (status === 400) return 'VALIDATION';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (proxy error page, empty body): fall back to the status
  }
  const obj = (body ?? {}) as Record<string, unknown>;
  const nested = (typeof obj.error === 'object' && obj.error !== null ? obj.error : obj) as Record<string, unknown>;
  const code = typeof nested.code === 'string' && nested.code ? nested.code : statusCode(res.status);
  const message =
    typeof nested.message === 'string' && nested.message
      ? nested.message
      : res.status === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : res.status === 413
          ? 'File too large. Please upload a file smaller than 10MB'
          : FALLBACK_MESSAGE;
  return new ApiError(res.status, code, message);
}

async function request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  let res: Response;
  // A multipart form goes as it is: the browser sets its content type with the boundary.
  const form = body instanceof FormData;
  try {
    res = await fetch(path, {
      ...init,
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
        ...init?.headers,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach NairaLens. Check your connection and try again.');
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body ?? {}, init),
  /** A multipart upload (files and fields); errors as for every other call. */
  postForm: <T>(path: string, form: FormData, init?: RequestInit) => request<T>('POST', path, form, init),
  patch: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PATCH', path, body ?? {}, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body ?? {}, init),
  delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
};

export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

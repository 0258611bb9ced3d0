/**
 * The one way the site talks to the API (document 1 §7): credentials always included, a JSON
 * content type only when there is a body, and any non-ok answer thrown as "status: body".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  private get json(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      // A body that is not JSON carries nothing to read.
      return undefined;
    }
  }

  /** The `message` of a JSON error body, if the server sent one. */
  get serverMessage(): string | undefined {
    const message = this.json?.message;
    return typeof message === 'string' && message ? message : undefined;
  }

  /** The per-field messages of a JSON error body (`errors`), keyed by field path. */
  get fieldErrors(): Record<string, string> {
    const errors = this.json?.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
}

/** The server's message of a failed call, or undefined for anything else. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;

/** The server's per-field messages of a failed call, for a form to show beside its inputs. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return parse<T>(response);
}

/** A GET whose 401 yields null instead of throwing (the per-query setting of document 1 §7). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 401) {
    // Read to its end, so the request is done (a test's wait for an idle network counts it).
    await response.text();
    return null;
  }
  await throwIfNotOk(response);
  return parse<T>(response);
}

/** A multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function uploadFile<T>(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, 'Server response error'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed'));
    xhr.send(form);
  });
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

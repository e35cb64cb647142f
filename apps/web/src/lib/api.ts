/** The one HTTP client of the web app: same origin, session cookie sent, JSON in and out. */
import { takeBootAnswer } from './boot-data';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  /** The server's `message`, or undefined when it sent none (network failure, non-JSON reply). */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, code?: string, details?: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.details = details;
  }
}

export const OFFLINE_MESSAGE = 'You are offline. Nothing was sent: check your connection and try again.';
export const UNREACHABLE_MESSAGE = 'Could not reach Bazaar. Nothing was sent: check your connection and try again.';

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkError(err: unknown): err is ApiError {
  return isApiError(err) && err.code === 'NETWORK';
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The server's message when there is one, else the fallback (spec §8: "server message, else ..."). */
export function messageOf(err: unknown, fallback: string): string {
  return isApiError(err) && err.serverMessage ? err.serverMessage : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const url = withQuery(path, opts.query);
  if ((opts.method ?? 'GET') === 'GET' && body === undefined) {
    // The first screen's catalog reads may have come with the HTML (lib/boot-data.ts).
    const boot = takeBootAnswer(url);
    if (boot !== undefined) return boot as T;
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // No answer at all: say so, instead of a screen's fallback text that would blame something else.
    throw new ApiError(0, navigator.onLine === false ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE, 'NETWORK');
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const obj = (data && typeof data === 'object' ? data : {}) as { message?: unknown; code?: unknown; details?: unknown };
    const message = typeof obj.message === 'string' ? obj.message : undefined;
    const code = typeof obj.code === 'string' ? obj.code : undefined;
    // Some 409s carry extra fields beside `message` (e.g. totalAmount): keep them as details.
    const details = obj.details ?? (data && typeof data === 'object' ? data : undefined);
    throw new ApiError(res.status, message, code, details);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) => request<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>(path, { method: 'POST', body: body ?? {}, headers }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

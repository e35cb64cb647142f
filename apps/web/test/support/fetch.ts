/**
 * A stand-in for `fetch` in web unit tests: answers by "METHOD /path" (query string ignored) and records every
 * call, so a test can say what the server replies and check what the app sent. An unknown route rejects like a
 * network failure, and the test's assertions on the screen then fail.
 */
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

export type Reply = { status?: number; json?: unknown; text?: string } | (() => Promise<Response> | Response);

export function jsonResponse(status: number, json: unknown): Response {
  return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces the global fetch until `vi.unstubAllGlobals()`; returns the requests it saw. */
export function stubFetch(routes: Record<string, Reply>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      sent.push({ method, url, headers: { ...(init.headers as Record<string, string>) }, body: init.body, credentials: init.credentials });
      const key = `${method} ${url.split('?')[0]}`;
      const reply = routes[key];
      if (reply === undefined) throw new Error(`stubFetch: no reply for ${key}`);
      if (typeof reply === 'function') return reply();
      if (reply.text !== undefined) return new Response(reply.text, { status: reply.status ?? 200 });
      return reply.json === undefined ? new Response(null, { status: reply.status ?? 204 }) : jsonResponse(reply.status ?? 200, reply.json);
    }),
  );
  return sent;
}

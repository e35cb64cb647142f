/** Shared by the security tests: sending a matrix request, and what no reply may ever contain. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { multipart, samplePng } from './harness.js';
import type { Method, MultipartSpec, Request } from './access-matrix.js';
import type { World } from './world.js';

let png: Buffer | undefined;

export async function send(
  w: World,
  method: Method,
  req: Request,
  cookie?: string,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...req.headers, ...extraHeaders };
  const p = req.payload as MultipartSpec | object | string | Buffer | undefined;
  if (p && typeof p === 'object' && 'multipart' in p) {
    png ??= await samplePng();
    const body = multipart(p.multipart, { filename: 'photo.png', content: png });
    return w.t.app.inject({ method, url: req.url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  return w.t.app.inject({ method, url: req.url, headers, ...(p === undefined ? {} : { payload: p as object }) });
}

/** Stack frames, file paths and SQL: none of it may reach a client. */
export const LEAK =
  /\bat [\w.<>]+ \(|\.(ts|js):\d+:\d+|node_modules|\/(work|home|usr)\/|\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|set|where|values)\b|syntax error|violates|duplicate key|relation "|column "|\bpg_|drizzle|PGlite|ECONN|TypeError|ReferenceError|FST_/i;

/** File replies a route may answer instead of JSON. */
const FILE_TYPES = /^(application\/pdf|text\/csv|text\/html)\b/;

/** What any reply must look like: JSON, a message on errors, no leak, no credential material. */
export function expectSafeReply(res: LightMyRequestResponse, label: string, echoed: string[] = [], opts: { describesApi?: boolean } = {}): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // Documents (invoice PDFs, register CSVs) are files: personal, never cached, always saved as attachments.
  if (res.statusCode < 300 && FILE_TYPES.test(String(res.headers['content-type']))) {
    expect(String(res.headers['cache-control']), label).toBe('private, no-store');
    expect(String(res.headers['content-disposition']), label).toMatch(/^attachment; filename="[\w.-]+"$/);
    return;
  }
  expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(res.body);
  if (res.statusCode >= 400) {
    expect(typeof (body as { message?: unknown }).message, `${label}: error without a message`).toBe('string');
    expect((body as { message: string }).message.length, label).toBeGreaterThan(0);
    // A 404 names the path it was asked for: what the client sent itself is not a leak.
    let text = strings(body).join('\n');
    for (const e of echoed) text = text.split(e).join('');
    expect(text, `${label}: leaks internals`).not.toMatch(LEAK);
  }
  // The OpenAPI document names the request fields, `password` among them: only hashes are refused there.
  expect(res.body, `${label}: password material`).not.toMatch(opts.describesApi ? /\$argon2|password_?hash/i : /\$argon2|password_?hash|"password"\s*:/i);
}

/** Every string inside a JSON value, unescaped. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)]);
  return [];
}

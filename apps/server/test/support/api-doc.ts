/**
 * docs/api.md, rendered from the OpenAPI document the server serves at GET /api/openapi.json.
 * `npm run docs:api` writes it (write-api-doc.ts); test/contracts/openapi.test.ts fails when the file differs.
 * The prose lives where the facts are: the intro and section texts in plugins/contracts.ts, each call's
 * summary/description/who in its route (`doc(...)`), field notes in the zod schemas (`.describe()`).
 */

type Json = Record<string, unknown>;
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | Schema;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  'x-who'?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema; description?: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}

export const API_DOC_PATH = 'docs/api.md';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const refName = (ref: string) => ref.split('/').pop()!;
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A short form of a schema: `UserDto`, `ShopDto[]`, `{ message, user: UserDto }`, `'ok'`, `string | null`. */
export function shape(s: Schema | undefined, depth = 0): string {
  if (!s) return '';
  if (s.$ref) return refName(s.$ref);
  if (s.anyOf) {
    const parts = s.anyOf.map((x) => shape(x, depth));
    return [...new Set(parts)].join(' | ');
  }
  if (s.const !== undefined) return JSON.stringify(s.const).replace(/"/g, "'");
  if (s.enum) return s.enum.map((v) => JSON.stringify(v).replace(/"/g, "'")).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (type === 'array') return `${shape(s.items, depth)}[]`;
  if (type === 'object' && s.properties) {
    if (depth > 0) return 'object';
    const fields = Object.entries(s.properties).map(([k, v]) => {
      const opt = s.required?.includes(k) ? '' : '?';
      const inner = shape(v, depth + 1);
      return /^(string|number|boolean|integer)$/.test(inner) ? `${k}${opt}` : `${k}${opt}: ${inner}`;
    });
    return `{ ${fields.join(', ')} }`;
  }
  if (type === 'object') return 'object';
  return type ?? 'any';
}

function request(op: Operation): string {
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const parts: string[] = [];
  if (query.length) parts.push('?' + query.map((p) => `${p.name}=${p.schema?.default ?? ''}`).join('&'));
  const content = op.requestBody?.content ?? {};
  const types = Object.keys(content);
  const body = types.length ? content[types[0]!]!.schema : undefined;
  if (body) {
    const form = types.includes('multipart/form-data');
    parts.push(`${form ? (types.length > 1 ? 'JSON or multipart ' : 'multipart ') : ''}\`${shape(body)}\``);
  }
  return parts.join(' ');
}

function answer(op: Operation): string {
  return Object.entries(op.responses ?? {})
    .filter(([status]) => !/xx$/i.test(status))
    .map(([status, r]) => {
      const s = r.content?.['application/json']?.schema;
      if (s) return `${status} \`${shape(s)}\``;
      // A file reply names its media type (fileReply() in responses.ts).
      const file = Object.keys(r.content ?? {})[0];
      return file ? `${status} ${file} (file)` : status;
    })
    .join('; ');
}

function notes(op: Operation): string {
  const out = [op.summary ? `${op.summary}.` : ''];
  if (op.description) out.push(op.description);
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  if (body?.description) out.push(body.description);
  for (const p of op.parameters ?? []) {
    if (p.in === 'query' && p.schema?.enum) out.push(`\`${p.name}\`: one of ${p.schema.enum.map(String).join(', ')}.`);
  }
  return out.filter(Boolean).join(' ');
}

function fieldType(s: Schema): string {
  return shape(s, 1);
}

function renderComponent(name: string, s: Schema): string[] {
  const lines = [`### ${name}`, ''];
  if (s.description) lines.push(s.description, '');
  const props = Object.entries(s.properties ?? {});
  if (props.length) {
    lines.push('| Field | Type | Note |', '|---|---|---|');
    for (const [k, v] of props) {
      const opt = s.required?.includes(k) ? '' : ' (optional)';
      const nested = v.type === 'object' && v.properties ? ` ${shape(v)}` : '';
      const desc = v.description ?? v.anyOf?.find((x) => x.description)?.description ?? '';
      lines.push(`| \`${k}\`${opt} | \`${cell(fieldType(v) + nested).trim()}\` | ${cell(desc)} |`);
    }
    lines.push('');
  }
  lines.push(s.additionalProperties === false ? 'No other fields.' : 'Other fields may appear.', '');
  return lines;
}

/** The whole docs/api.md for an OpenAPI document. */
export function renderApiDoc(openapi: Json): string {
  const info = openapi.info as { description?: string };
  const tags = (openapi.tags ?? []) as Array<{ name: string; description?: string }>;
  const paths = openapi.paths as Record<string, Record<string, Operation>>;
  const components = ((openapi.components as Json | undefined)?.schemas ?? {}) as Record<string, Schema>;

  const lines = [
    '# API contract',
    '',
    '<!-- Generated by `npm run docs:api` from the OpenAPI 3.1 document at GET /api/openapi.json. Do not edit by hand:',
    '     change the route schemas (apps/server/src/modules/*/*.routes.ts), the shapes (packages/shared/src/responses.ts)',
    '     or the texts in apps/server/src/plugins/contracts.ts, then run `npm run docs:api`. A test fails when this file differs. -->',
    '',
    info.description ?? '',
    '',
    'Path parameters (`:id`, `:shopId`) are ids; an unknown or malformed id answers 404. Every call may answer an `Error`',
    '(below) with a 4xx or 5xx status.',
    '',
  ];
  for (const tag of tags) {
    const calls = Object.entries(paths).flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]?.tags?.includes(tag.name)).map((m) => ({ method: m.toUpperCase(), path, op: ops[m]! })),
    );
    if (!calls.length) continue;
    lines.push(`## ${tag.name}`, '');
    if (tag.description) lines.push(tag.description, '');
    lines.push('| Call | Who | Request | Answer | Notes |', '|---|---|---|---|---|');
    for (const { method, path, op } of calls) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      lines.push(`| ${method} ${url} | ${cell(op['x-who'] ?? '')} | ${cell(request(op))} | ${cell(answer(op))} | ${cell(notes(op))} |`);
    }
    lines.push('');
  }
  const names = Object.keys(components);
  if (names.length) {
    lines.push('## Shapes', '', 'Replies are exactly these fields: a test fails when a reply carries a field its schema does not name.', '');
    for (const name of names) lines.push(...renderComponent(name, components[name]!));
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/**
 * The route table as Fastify registers it (collected with `onRoute`), and the check that a reply matches the
 * response schema its route declares. Used by security/access-matrix.test.ts: every cell of the matrix is a real
 * request in the test world, so every route's reply is checked for every role that gets one.
 */
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

export interface RouteEntry {
  method: string;
  url: string;
  /** The declared response schemas by status ('200', '4xx', ...); undefined when the route declares none. */
  response?: Record<string, z.ZodType>;
}

/** Pass `onRoute` to createTestApp(); `routes` then lists every route (HEAD twins of GET routes left out). */
export function routeTable(): { onRoute: (route: RouteOptions) => void; routes: RouteEntry[] } {
  const routes: RouteEntry[] = [];
  return {
    routes,
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const response = route.schema?.response as Record<string, z.ZodType> | undefined;
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, response });
    },
  };
}

/** Where a module's routes are declared, for failure messages. */
const ROUTES_HINT = 'apps/server/src/modules/<module>/<module>.routes.ts';

/**
 * The reply parses with the route's declared schema for its status (`schema.response[status]`, else `'2xx'`/`'4xx'`).
 * Reply schemas are strict objects (packages/shared/src/responses.ts): a field they do not name fails here.
 */
export function expectReplyMatchesContract(route: RouteEntry | undefined, res: LightMyRequestResponse, label: string): void {
  expect(route, `${label}: no registered route`).toBeDefined();
  const status = res.statusCode;
  let schema = route!.response?.[String(status)] ?? route!.response?.[`${String(status)[0]}xx`];
  expect(
    schema,
    `${label}: ${route!.method} ${route!.url} answered ${status} but declares no response schema for it. ` +
      `Add \`response: { ${status}: <schema> }\` to the route's schema in ${ROUTES_HINT} (shapes live in packages/shared/src/responses.ts).`,
  ).toBeDefined();
  if (status === 204 || status === 304) return;
  // A file reply (fileReply() in responses.ts) declares its media type instead of a JSON shape.
  const content = (schema as unknown as { content?: Record<string, unknown> }).content;
  if (content) {
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    expect(Object.keys(content), `${label}: answered ${type}, not the media type its route declares`).toContain(type);
    // A route that answers JSON or a file (a report with `format=csv`) checks its JSON against the JSON schema.
    const json = (content['application/json'] as { schema?: typeof schema } | undefined)?.schema;
    if (type !== 'application/json' || !json) return;
    schema = json;
  }
  const result = schema!.safeParse(JSON.parse(res.body));
  const problems = result.success
    ? []
    : result.error.issues.map((i) =>
        i.code === 'unrecognized_keys'
          ? `${[...i.path, ''].join('.')}${i.keys.join(', ')}: not in the reply schema`
          : `${i.path.join('.') || '(reply)'}: ${i.message}`,
      );
  expect(
    problems,
    `${label}: the reply does not match the response schema of ${route!.method} ${route!.url} (${status}). A field the schema does not name is a leak: ` +
      'stop the service returning it, or, if it is meant for this caller, add it to the shape in packages/shared/src/responses.ts (its type follows).',
  ).toEqual([]);
}

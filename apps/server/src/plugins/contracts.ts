import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorReply } from '@bazaar/shared/responses';
import { AppError } from '../lib/errors.js';
import { parse } from '../lib/validate.js';

/**
 * Contracts on the route (decision 016): every route declares `params`, `querystring`, `body` and `response`
 * with the shared zod schemas, through fastify-type-provider-zod's `ZodTypeProvider` (types) and its
 * `jsonSchemaTransform` (the OpenAPI document). Validation and serialization are ours:
 * - validation runs `parse()` (lib/validate.ts), so a 400 names the field exactly as before;
 * - replies are written with JSON.stringify, as before; the contract test checks them against the schemas.
 */

const toComponents = createJsonSchemaTransformObject({});

/** Bodies the handler reads itself (multipart forms are streamed): documented on the route, not validated there. */
const READ_BY_HANDLER = new WeakSet<object>();

/** Declares a form body (multipart or JSON) that `readForm()` and the service validate inside the handler. */
export function formBody<S extends z.ZodType>(schema: S, description: string): S {
  const documented = schema.describe(description) as S;
  READ_BY_HANDLER.add(documented);
  return documented;
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (READ_BY_HANDLER.has(schema)) return () => true;
  // Path parameters are never refused here: an id that is not a uuid answers the service's 404, as before.
  const nulCheck = httpPart !== 'params';
  return (data) => {
    try {
      return { value: parse(schema, data, { nulCheck }) };
    } catch (err) {
      if (err instanceof AppError) return { error: err };
      throw err;
    }
  };
};

/** Replies are written as they were before routes had schemas; the schemas are checked by the contract test. */
const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

export interface ContractOptions {
  /** Called for every route as it is registered (tests collect the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function registerContracts(app: FastifyInstance, opts: ContractOptions = {}): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route with a contract documents the error shape for 4xx and 5xx replies.
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.schema.hide) {
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      route.schema.response = { ...response, '4xx': response['4xx'] ?? errorReply, '5xx': response['5xx'] ?? errorReply };
    }
    opts.onRoute?.(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bazaar API', version: '1.0.0', description: API_INTRO },
      tags: TAGS,
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const object = toComponents(document) as { components?: { schemas?: Record<string, unknown> } };
      // The provider adds an input twin (`…Input`) of every named schema; only replies use names, so drop the twins.
      const schemas = object.components?.schemas ?? {};
      for (const name of Object.keys(schemas)) if (name.endsWith('Input')) delete schemas[name];
      return object as ReturnType<typeof toComponents>;
    },
  });
}

/** The sections of docs/api.md, in order. */
export const TAGS = [
  { name: 'Health', description: 'Liveness and readiness.' },
  { name: 'Auth', description: 'Accounts and the session cookie.' },
  { name: 'Shops', description: 'The shop directory and the superadmin’s shop tools.' },
  { name: 'Products', description: 'Shop catalogues and the shop admin’s products.' },
  { name: 'Cart', description: 'The shopper’s server-side cart (role `user`).' },
  { name: 'Addresses', description: 'The shopper’s saved delivery addresses (role `user`).' },
  { name: 'Orders', description: 'Cash-on-delivery orders: one order per shop per checkout.' },
  { name: 'Returns', description: 'Shops’ return policies and returns of delivered orders (issue 26; law as of 2026-11, not legal advice).' },
  { name: 'Reports', description: 'The shop owner’s GST sales register and the platform’s TCS and TDS reports (law as of 2026-11; not tax advice).' },
  { name: 'Settings', description: 'The platform’s settings (COD cap and fee, commission, dues), set by the superadmin.' },
  { name: 'Admins', description: 'Shop admin accounts, managed by the superadmin.' },
  { name: 'Contact and shop registration', description: 'Public forms and the superadmin’s inboxes.' },
  { name: 'Grievances', description: 'Complaints with the E-Commerce Rules 2020 clocks, and the grievance officer (law as of 2026-11; not legal advice).' },
  {
    name: 'ONDC',
    description:
      'The superadmin’s view of Bazaar as an ONDC seller app (issue 29): its orders and unsent callbacks. The network’s own signed endpoints are described in the README.',
  },
  { name: 'Documents', description: 'This contract.' },
];

/** Route option: which docs/api.md section a route belongs to and who may call it, as the document shows them. */
export const doc = (tag: string, who: string, summary: string, description?: string) => ({
  tags: [tag],
  summary,
  'x-who': who,
  ...(description ? { description } : {}),
});

/** The introduction of the document (and of docs/api.md). */
const API_INTRO = [
  'Every call of spec §7 at its exact method, path and field names, plus the paged/extra calls under `/api`.',
  'Request schemas are in `packages/shared/src/schemas.ts`, reply schemas in `packages/shared/src/responses.ts`',
  '(their types are `z.output` of them). Money is rupees (number, ≤ 2 decimals) in JSON. Every entity has `_id`.',
  '',
  'Errors are `{ message, code, details? }`: 400 VALIDATION (message names the field), 401 UNAUTHENTICATED,',
  '403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT, 413 TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 RATE_LIMITED,',
  '503 UNAVAILABLE. State-changing requests from a foreign `Origin` → 403.',
  '',
  'Images: `image` is a file name; full size at `/uploads/shop-images/{image}` or `/uploads/products/{image}`,',
  'thumbnail at `/uploads/{area}/thumb/{image}`.',
  '',
  'Roles: anonymous, `user` (shopper), `admin` (shop owner, at most one shop), `superadmin` (platform owner).',
].join('\n');

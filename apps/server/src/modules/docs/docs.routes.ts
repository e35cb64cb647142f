import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doc } from '../../plugins/contracts.js';

const openApiDocument = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/openapi.json',
    {
      schema: {
        ...doc('Documents', 'all', 'This API as an OpenAPI 3.1 document', 'docs/api.md is generated from it (`npm run docs:api`).'),
        response: { 200: openApiDocument },
      },
    },
    async () => app.swagger() as unknown as z.output<typeof openApiDocument>,
  );
}

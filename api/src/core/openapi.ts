import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { operationIdOf } from './operation-id';

/** OpenAPI description built from the route schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GCW API',
        version: '1.0.0',
        description:
          'Participant contract (docs/requirements.md R7) under /api/v1/gcw/resources, the admin contract under /api/v1/admin ' +
          'and the public front-end failure reports at /api/v1/client-errors. ' +
          'Answers are `{ "Data": ... }`; errors are `{ "Message": "...", "Errors"?: { field: message } }`.',
        // The workspace is private (no licence granted): said so rather than left out.
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the paths are absolute, and every deployment serves the API at its own origin.
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // A route may name its operation (routeSchema's operationId); the rest are named by their path.
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const method = Array.isArray(route.method) ? String(route.method[0]) : route.method;
      const operationId =
        (schema as { operationId?: string }).operationId ?? operationIdOf(method, url);
      return { schema: { ...schema, operationId } as typeof schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

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
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

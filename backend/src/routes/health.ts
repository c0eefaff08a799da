import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { objectOf, text } from '../http/json-schema';
import { isDatabaseReachable } from '../db/database';

/** `GET /health`: ready only when the database answers. */
const healthReply = objectOf({ status: text, database: text });

export const healthRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (_request, reply) => {
      const ok = await isDatabaseReachable(app.db);
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: app.dbKind });
    },
  );
};

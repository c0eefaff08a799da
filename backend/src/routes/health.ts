import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseReachable } from '../db/database';

/** `GET /health`: ready only when the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      const ok = await isDatabaseReachable(app.db);
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: app.dbKind });
    },
  );
};

import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { releasePaths } from '@rcm/shared';
import { carriesBearerToken } from '@rcm/shared/server';
import { ApiError, apiErrors } from '../errors/api-error';
import { noBody } from '../http/json-schema';
import { matchesEtag } from '../releases/deploy-token';
import { liveMap } from '../releases/release-store';
import { liveMapReply } from './staff/release-schemas';

/**
 * `GET /releases/live`: the live release map, for the web servers, which poll it every second
 * with `If-None-Match` (an unchanged map is a 304 of a few bytes). Their deploy token
 * (`DEPLOY_TOKEN`, on both sides) is the only credential: no session, no staff role. Without a
 * token configured the route is not there (404): a deployment that serves its runtime config
 * file has no registry to read. Replies are never cached (the security plugin's `no-store`), so
 * a proxy cannot serve an old map.
 */
export const releaseLiveRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { deployToken: string | undefined } }> = async (
  app,
  { deployToken },
) => {
  // Every web server asks every second: its requests are logged only when something goes wrong.
  const logLevel = 'warn';
  app.get(releasePaths.live, { logLevel, schema: { response: { 200: liveMapReply, 304: noBody } } }, async (request, reply) => {
    if (!deployToken) throw apiErrors.routeNotFound();
    if (!carriesBearerToken(request.headers.authorization, deployToken)) {
      reply.header('www-authenticate', 'Bearer realm="releases"');
      throw new ApiError(
        401,
        'general_unauthorized_scope',
        'The live release map needs the deploy token: Authorization: Bearer <DEPLOY_TOKEN>.',
      );
    }
    const map = await liveMap(app.db);
    const etag = `"${map.version}"`;
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return map;
  });
};

import type { Registry } from 'prom-client';
import { carriesBearerToken } from './bearer-token';

/** Where every server answers its metrics. */
export const METRICS_PATH = '/metrics';

interface MetricsReply {
  code(statusCode: number): this;
  header(name: string, value: string): this;
  type(contentType: string): this;
  send(payload: string): this;
}

/** The part of a Fastify server that `serveMetrics` uses (so @rcm/shared needs no Fastify). */
interface MetricsServer {
  get(
    path: string,
    options: { logLevel: 'warn' },
    handler: (request: { headers: { authorization?: string } }, reply: MetricsReply) => Promise<MetricsReply>,
  ): unknown;
}

/**
 * `GET /metrics`: the registry in Prometheus' text format, for whoever holds the metrics token
 * (`Authorization: Bearer <METRICS_TOKEN>`), 401 for anyone else. The figures are not public
 * (they tell how busy the site is and which releases fail). Without a token the route is not
 * there: the server's own 404.
 */
export function serveMetrics(app: MetricsServer, registry: Registry, token: string | undefined): void {
  if (!token) return;
  // Scraped every few seconds: logged only when something goes wrong.
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!carriesBearerToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

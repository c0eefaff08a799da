import { fastifyTrustProxy, requestIds, type TrustProxy } from '@rcm/shared/server';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { addSecurityHeaders, frameworkErrorReply } from './http/security-plugin';
import { serveStaticFiles } from './static/static-files';

export interface StaticFilesServerOptions {
  /** The built folder, e.g. a remote's release, or the release store (`RELEASES_DIR`: `<remote>/<id>/` folders). */
  distDir: string;
  /** The path it is served under (default `/`), e.g. `/releases/` for the release store beside other files. */
  prefix?: string;
  /** Let any origin read the files (a remote: the shell's pages and server fetch its manifest and entries). */
  cors?: boolean;
  /** Answer paths without a file extension with the folder's index.html (a single-page app). */
  singlePageApp?: boolean;
  /** Believe X-Forwarded-Proto (behind a TLS-terminating proxy). */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
}

/** A single-page app's own page: it runs its own scripts and styles (React sets inline styles), nothing from elsewhere. */
const SINGLE_PAGE_APP_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** A remote's release folder (or any built folder) as a CDN would serve it. */
export async function createStaticFilesServer({
  distDir,
  prefix = '/',
  cors = false,
  singlePageApp = false,
  trustProxy = false,
  logger = false,
}: StaticFilesServerOptions): Promise<FastifyInstance> {
  // Closing must not wait for browsers' idle keep-alive connections (Ctrl-C, tests).
  const app = Fastify({
    logger,
    forceCloseConnections: true,
    trustProxy: fastifyTrustProxy(trustProxy),
    frameworkErrors: frameworkErrorReply,
    genReqId: requestIds.genReqId,
  });
  requestIds.replyWithThem(app);
  addSecurityHeaders(app);
  if (cors) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  await serveStaticFiles(app, path.resolve(distDir), prefix);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (singlePageApp && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', SINGLE_PAGE_APP_POLICY).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  // Without this route the static plugin answers "/" itself (a directory).
  app.get('/', notFound);
  app.setNotFoundHandler(notFound);
  return app;
}

// @ts-check
/**
 * Serves one built app folder the way a CDN would: precompressed brotli/gzip files, the
 * cache policy of cache-policy.cjs, security headers, and for remotes CORS so the shell's
 * origin can fetch their manifests.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { negotiate } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import cachePolicy from './cache-policy.cjs';
import securityHeadersModule from './security-headers.cjs';
import { fastifyTrustProxy } from '@rcm/shared';

const { cacheControlFor } = cachePolicy;
const { securityHeaders } = securityHeadersModule;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the built folder
 * @property {boolean} [spa] answer unknown extension-less paths with index.html (the shell)
 * @property {string} [runtimeConfigFile] served as /runtime-config.json, read on every request
 *   so an operator's edit takes effect without a restart
 * @property {() => string} [contentSecurityPolicy] the CSP for HTML pages
 * @property {boolean} [cors] allow any origin to read these files (remotes)
 * @property {import('@rcm/shared').TrustProxy} [trustProxy] which proxies' X-Forwarded-Proto to believe (behind a TLS-terminating proxy)
 * @property {(pathname: string) => Promise<string>} [renderPage] the HTML of an SPA page (the
 *   shell's, with its runtime config and preload hints); index.html is sent as built without it
 */

/** Rendered pages are compressed as they are sent; every built file has its .br/.gz twin. */
const compressors = {
  br: (/** @type {string} */ text) => promisify(zlib.brotliCompress)(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (/** @type {string} */ text) => promisify(zlib.gzip)(text),
};

/** @param {StaticServerOptions} options */
export async function createStaticServer(options) {
  // Closing must not wait for browsers' idle keep-alive connections (Ctrl-C, tests).
  const app = Fastify({ logger: false, forceCloseConnections: true, trustProxy: fastifyTrustProxy(options.trustProxy ?? false) });
  const root = path.resolve(options.root);

  if (options.cors) {
    await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  }
  app.addHook('onSend', async (request, reply) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.headers(securityHeaders({ html, https: request.protocol === 'https', contentSecurityPolicy: html ? options.contentSecurityPolicy?.() : undefined }));
  });

  if (options.runtimeConfigFile) {
    const file = options.runtimeConfigFile;
    app.get('/runtime-config.json', async (_request, reply) => {
      const body = await fs.promises.readFile(file, 'utf8');
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body);
    });
  }

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });

  const indexHtml = path.join(root, 'index.html');
  /** @type {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>} */
  const sendPageOrNotFound = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (options.spa && wantsPage && options.renderPage) {
      const html = await options.renderPage(pathname);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(await compressors[encoding](html));
    }
    if (options.spa && wantsPage && fs.existsSync(indexHtml)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  // Without this route the static plugin answers "/" itself (a directory: 403) whenever the
  // request has no Accept-Encoding, as curl, crawlers and health checks send it.
  app.get('/', sendPageOrNotFound);
  app.setNotFoundHandler(sendPageOrNotFound);

  return app;
}

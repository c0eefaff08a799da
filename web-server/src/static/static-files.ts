import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';
import { isServablePath } from './served-path';

/**
 * Serves one built folder the way a CDN would: the precompressed brotli/gzip twin when the
 * browser takes it (with `Vary: Accept-Encoding`, so a cache never hands brotli to a client
 * that did not ask for it), the cache policy, and nothing outside what the build published.
 * Anything refused or missing goes to the app's not-found handler. Under `prefix` (default `/`)
 * when the folder is one path of the server's, like a release store's `/releases/`.
 */
export async function serveStaticFiles(app: FastifyInstance, root: string, prefix = '/'): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isServablePath(root, pathname),
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

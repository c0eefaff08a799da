// @ts-check
/**
 * The bench's server-rendered monolith (scripts/bench/monolith/, its `monolith-ssr/` builds):
 * a small Fastify server that renders every page with the Node build's `renderPage` at each
 * request, writes it into the browser build's index.html with the page chunk's stylesheets and
 * scripts, and compresses it; the browser build's files are served as built (precompressed).
 * What a team that gave up on micro-frontends would ship: one app, one build, no page cache.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { webServer } from './built.mjs';

/**
 * @typedef {{ renderPage(pathname: string): Promise<{ status: number, html: string, chunk?: string }> }} MonolithRenderer
 *   src/ssr/render.tsx, as its Node build exports it
 */

const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/**
 * @param {string} buildDir the folder holding `monolith-ssr/browser/` and `monolith-ssr/server/`
 * @returns {Promise<import('fastify').FastifyInstance>} not listening yet
 */
export async function createSsrMonolithServer(buildDir) {
  const browserDir = path.join(buildDir, 'browser');
  const renderer = /** @type {MonolithRenderer} */ (createRequire(import.meta.url)(path.join(buildDir, 'server/render.js')));
  /** @type {Record<string, string[]>} */
  const pageFiles = JSON.parse(fs.readFileSync(path.join(browserDir, 'page-files.json'), 'utf8'));
  // The page is in the HTML, so the "needs JavaScript" notice goes, as on the site.
  const [before, after] = /** @type {[string, string]} */ (
    fs.readFileSync(path.join(browserDir, 'index.html'), 'utf8').replace(NOSCRIPT, '').split(ROOT)
  );

  const app = Fastify({ forceCloseConnections: true });
  await app.register(fastifyStatic, { root: browserDir, preCompressed: true, index: false, wildcard: true });
  /** @type {import('fastify').RouteHandlerMethod} */
  const page = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const rendered = await renderer.renderPage(pathname);
    // The page's own chunk (and the chunks it shares) arrive with the document: its styles are
    // there at first paint, and its script is fetched beside the main bundle, not after it.
    const links = (rendered.chunk ? (pageFiles[rendered.chunk] ?? []) : [])
      .map((file) => (file.endsWith('.css') ? `<link href="/${file}" rel="stylesheet">` : `<script defer src="/${file}"></script>`))
      .join('');
    const html = `${before.replace('</head>', `${links}</head>`)}<div id="root">${rendered.html}</div>${after}`;
    reply.code(rendered.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    // As the site's server compresses what it renders for one request.
    return reply.header('Content-Encoding', 'br').send(await webServer().compress(html, 'br'));
  };
  // Without this route the static plugin answers "/" itself (a directory).
  app.get('/', page);
  app.setNotFoundHandler(page);
  return app;
}

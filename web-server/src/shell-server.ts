import { canonicalPath, paths, RUNTIME_CONFIG_PATH, type ContactPost } from '@rcm/shared';
import { fastifyTrustProxy, previewSigningKey, requestIds, type TrustProxy } from '@rcm/shared/server';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigReader } from './config/runtime-config-file';
import { CONTACT_SENT_URL, contactRoute, contactSent } from './contact/contact-route';
import { addSecurityHeaders, frameworkErrorReply } from './http/security-plugin';
import { followedFile } from './pages/followed-file';
import { createPageCache } from './pages/page-cache';
import { planPage } from './pages/page-plan';
import { sendPage } from './pages/page-reply';
import { readSessionVisitor } from './pages/session-visitor';
import { createManifestCache } from './federation/remote-manifests';
import { pageWarmer } from './federation/page-warmer';
import { createRemotePageLoader } from './federation/remote-page-loader';
import { shellServerMetrics } from './metrics/server-metrics';
import { shellRendererFile } from './pages/shell-renderer-file';
import { robotsTxt, sitemapXml } from './pages/sitemap';
import { beaconRelease } from './rum/beacon-release';
import { rumMetrics } from './rum/rum-metrics';
import { rumRoute } from './rum/rum-route';
import { followLiveMap } from './releases/live-map-follower';
import type { ReleasesOptions } from './releases/releases-config';
import { siteReader } from './releases/site-config';
import { previewRoutes, sendVisitorCookies } from './releases/visitor-cookies';
import { serveStaticFiles } from './static/static-files';
import { shellTemplate } from './pages/shell-document';
import { stylesheetReader } from './pages/stylesheets';

export interface ShellServerOptions {
  /** The shell's browser build (`shell/dist`: index.html and bundles). */
  distDir: string;
  /** The shell's renderer build; default `dist-server/` beside `distDir`. */
  serverDir?: string;
  /** The runtime config, read at every request (moving a remote is an edit of this file). */
  runtimeConfigFile: string;
  /** The site's public base URL (`PUBLIC_URL`): canonical links, the sitemap, robots.txt. */
  publicUrl: string;
  /** Follow the backend's live release map: each remote served from its live release in the store. */
  releases?: ReleasesOptions;
  /** Believe X-Forwarded-Proto (behind a TLS-terminating proxy). */
  trustProxy?: TrustProxy;
  /** How long a remote's manifest is reused (default 10 s). */
  manifestCacheTtlMs?: number;
  /** How many rendered pages are kept (default 200; 0 renders every request). */
  pageCacheEntries?: number;
  /** `METRICS_TOKEN`: what `GET /metrics` asks for (`Authorization: Bearer …`); absent, that route is not served. */
  metricsToken?: string;
  /** `false` for `npm run bench` only, which measures what the metrics cost: none collected (metrics/server-metrics.ts). Default true. */
  collectMetrics?: boolean;
  /** `RUM_SAMPLE_RATE`: the share of page loads (0–1) that report their visitor's measurements to `/rum` (default 1). */
  rumSampleRate?: number;
  /** Beacons one address may send to `/rum` per minute (default `RUM_BEACONS_PER_MINUTE`). */
  rumBeaconsPerMinute?: number;
  logger?: FastifyServerOptions['logger'];
}

/** The page of a site whose runtime config cannot be read: the shell, as built, reports it. */
const UNCONFIGURED_PAGE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The answer of a route that serves what the runtime config says, when it cannot be read. */
const configUnreadable = (reply: FastifyReply) =>
  reply.code(503).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('The runtime config cannot be read');

/**
 * The shell's web server: its pages composed on the server (the shell's layout around the page,
 * loaded from its remote's Node build at run time), `/runtime-config.json`, `/sitemap.xml`,
 * `/robots.txt` and the shell's static files. It follows the runtime config file and the shell's
 * build as they are at each request: no restart for a remote's release or a new shell build.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'warn' },
    // Closing must not wait for browsers' idle keep-alive connections (Ctrl-C, tests).
    forceCloseConnections: true,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors: frameworkErrorReply,
    genReqId: requestIds.genReqId,
  });
  requestIds.replyWithThem(app);
  // This instance's own metrics (see metrics/server-metrics.ts).
  const { registry, pages: metrics } = shellServerMetrics(app, {
    collect: options.collectMetrics ?? true,
    storeUrl: options.releases?.storeUrl,
    token: options.metricsToken,
  });
  const log = (message: string) => app.log.warn(`[web-server] ${message}`);
  const distDir = path.resolve(options.distDir);
  const readFile = runtimeConfigReader(options.runtimeConfigFile, options.publicUrl.replace(/\/+$/, ''), options.rumSampleRate ?? 1);
  const { releases } = options;
  const follower = releases && followLiveMap({ apiUrl: releases.apiUrl, deployToken: releases.deployToken, logger: app.log });
  if (follower) app.addHook('onClose', async () => follower.stop());
  const previewKey = releases && previewSigningKey(releases.deployToken);
  const { readSite, visitorOf, sitesServed } = siteReader(
    readFile,
    follower && previewKey && { map: follower.current, storeUrl: releases.storeUrl, previewKey },
  );
  const template = followedFile(path.join(distDir, 'index.html'), (file) => shellTemplate(fs.readFileSync(file, 'utf8')));
  const renderShell = shellRendererFile(path.join(options.serverDir ?? path.join(distDir, '../dist-server'), 'shell-renderer.js'));
  const readRelease = createManifestCache({
    ...(options.manifestCacheTtlMs === undefined ? {} : { ttlMs: options.manifestCacheTtlMs }),
    onFailure: (remote, release) => metrics.fetchFailed('manifest', { remote, release }),
  });
  const loader = createRemotePageLoader({ log, onFailure: (remote, release) => metrics.fetchFailed('node-build', { remote, release }) });
  const warmPages = pageWarmer(readRelease, loader);
  // A new map (a canary, a promotion) is warmed at once, not at its first visitor's request.
  follower?.onChange(() => {
    void (async () => {
      for (const site of await sitesServed()) await warmPages(site);
    })().catch((error: unknown) => app.log.warn({ err: error }, '[releases] the pages of the live map could not be warmed'));
  });
  const cache = createPageCache(options.pageCacheEntries);
  const readStylesheet = stylesheetReader(distDir);

  addSecurityHeaders(app);
  await app.register(cookie);
  if (previewKey) previewRoutes(app, previewKey);
  await rumRoute(app, {
    metrics: rumMetrics(registry),
    publicUrl: options.publicUrl,
    releaseOf: beaconRelease({ readFile, map: follower?.current, storeUrl: releases?.storeUrl }),
    ...(options.rumBeaconsPerMinute === undefined ? {} : { perMinute: options.rumBeaconsPerMinute }),
  });

  app.get(RUNTIME_CONFIG_PATH, async (request, reply) => {
    const site = await readSite(request);
    if (!site) return configUnreadable(reply);
    const visitor = visitorOf(request);
    sendVisitorCookies(request, reply, visitor);
    return reply
      .header('Cache-Control', visitor?.personal ? 'private, no-cache' : 'no-cache')
      .type('application/json; charset=utf-8')
      .send(site.json);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await readSite(request);
    if (!site) return configUnreadable(reply);
    const publicUrl = site.config.publicUrl ?? options.publicUrl;
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml({ publicUrl, remotes: site.config.remotes }, readRelease, loader, log));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.publicUrl.replace(/\/+$/, ''))),
  );

  await serveStaticFiles(app, distDir);

  /** The page at `pathname`, planned and sent; `contactPost` makes it the answer to a posted contact form. */
  const sendPlannedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    { query, contactPost, status }: { query?: string; contactPost?: ContactPost; status?: number } = {},
  ) => {
    const site = await readSite(request);
    if (!site) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', UNCONFIGURED_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(template().value.html);
    }
    const visitor = visitorOf(request);
    sendVisitorCookies(request, reply, visitor);
    void warmPages(site);
    const readVisitor = async () => {
      const read = await readSessionVisitor(site.config, { cookies: request.cookies, clientAddress: request.ip });
      if (read.state === 'unknown')
        request.log.warn(`[web-server] the backend did not say in time who is signed in; the browser renders ${pathname}`);
      return read;
    };
    const plan = await planPage({ site, template: template(), readRelease, loader, readStylesheet, readVisitor }, pathname, query);
    const { key: _notKept, ...answer } = plan;
    return sendPage(request, reply, {
      plan: contactPost ? { ...answer, contactPost, status: status ?? plan.status } : plan,
      cache,
      renderShell: renderShell(),
      log: (message, fault) => request.log.warn(fault ?? {}, `[web-server] ${message}`),
      personal: visitor?.personal ?? false,
      metrics,
    });
  };

  const sendPageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // One spelling per page (`/about/`, `//about` → `/about`): one cache entry, ETag and canonical URL.
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      return reply.header('Cache-Control', 'public, max-age=3600').redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
    }
    // Where a contact form posted without JavaScript leads once sent: the page says so.
    return sendPlannedPage(request, reply, pathname, {
      ...(query === undefined ? {} : { query }),
      ...(request.url === CONTACT_SENT_URL ? { contactPost: contactSent() } : {}),
    });
  };
  await contactRoute(app, {
    publicUrl: options.publicUrl,
    readBackendUrl: async (request) => (await readSite(request))?.config.backendUrl,
    sendContactPage: (request, reply, post, status) => sendPlannedPage(request, reply, paths.contact, { contactPost: post, status }),
  });
  // Without this route the static plugin answers "/" itself (a directory) whenever the request
  // has no Accept-Encoding, as curl, crawlers and health checks send it.
  app.get('/', sendPageOrNotFound);
  app.setNotFoundHandler(sendPageOrNotFound);
  return app;
}

import type { RenderShell, ShellRenderRequest, UserData } from '@rcm/shared';
import { metricValue } from '@rcm/shared/testing';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { brotliDecompressSync } from 'node:zlib';
import { createElement, Suspense, use } from 'react';
import { createPageCache } from './page-cache';
import type { PageDocument, PagePlan } from './page-plan';
import type { PageLog } from './render-page-html';
import { sendPage } from './page-reply';
import { pageMetrics } from '../metrics/page-metrics';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A page server around sendPage, with a plan whose stylesheets are inlined or not as the test says. */
function pageServer(
  stylesInlined: () => boolean,
  {
    page,
    renderShell,
    log = () => undefined,
    perRequest = false,
    visitor,
  }: { page?: PagePlan['page']; renderShell?: RenderShell; log?: PageLog; perRequest?: boolean; visitor?: UserData } = {},
) {
  let documentsMade = 0;
  const plan: PagePlan = {
    ...(page ? { page } : {}),
    ...(visitor ? { visitor } : {}),
    pathname: '/about',
    address: '/about',
    perRequest,
    status: 200,
    contentSecurityPolicy: "default-src 'self'",
    // As planPage plans them: a page rendered per request has no key.
    ...(perRequest ? {} : { key: 'about-release-1' }),
    document: async (): Promise<PageDocument> => {
      documentsMade += 1;
      const styles = stylesInlined() ? '<style>.page{}</style>' : '<link rel="stylesheet" href="https://m.example/page.css">';
      return {
        before: `<html><head>${styles}</head><body><div id="root">`,
        // What the server tells the browser, as the shell's document writes it in a data block.
        after: (serverRender) => `</div><script type="application/json">${JSON.stringify(serverRender)}</script></body></html>`,
        stylesInlined: stylesInlined(),
      };
    },
  };
  const layout: RenderShell = async () => ({ status: 200, element: createElement('main', null, 'About') });
  const cache = createPageCache();
  const registry = new Registry();
  const metrics = pageMetrics(registry, 'https://releases.example/');
  const app = Fastify();
  app.get('/about', (request, reply) => sendPage(request, reply, { plan, cache, renderShell: renderShell ?? layout, log, metrics }));
  apps.push(app);
  /** A counter's value in the server's metrics (0 when never counted). */
  const counted = async (name: string, labels: Record<string, string>) => metricValue(await registry.metrics(), name, labels) ?? 0;
  return { app, documentsMade: () => documentsMade, counted };
}

test('a page with every stylesheet inlined is kept and named by its ETag; the page cache counts its misses and hits', async () => {
  const { app, documentsMade, counted } = pageServer(() => true);
  const first = await app.inject('/about');
  expect(first.headers['etag']).toBe('"about-release-1"');
  expect(first.body).toContain('<style>.page{}</style><');
  const again = await app.inject('/about');
  expect(again.body).toBe(first.body);
  expect(documentsMade()).toBe(1);
  expect((await app.inject({ url: '/about', headers: { 'if-none-match': '"about-release-1"' } })).statusCode).toBe(304);
  // The 304 never looked in the cache.
  expect(await counted('rcm_page_cache_requests_total', { result: 'miss' })).toBe(1);
  expect(await counted('rcm_page_cache_requests_total', { result: 'hit' })).toBe(1);
});

test('a page ready at once goes as one compressed piece with its length; one with a part that waits is streamed, then kept', async () => {
  const asBrotli = { url: '/about', headers: { 'accept-encoding': 'br' } };
  const ready = await pageServer(() => true).app.inject(asBrotli);
  expect(ready.headers['content-encoding']).toBe('br');
  expect(ready.headers['content-length']).toBe(String(ready.rawPayload.length));
  expect(String(brotliDecompressSync(ready.rawPayload))).toContain('<body><div id="root"><main>About</main></div>');

  let arrive: (text: string) => void = () => undefined;
  const later = new Promise<string>((resolve) => (arrive = resolve));
  const Late = () => createElement('p', null, use(later));
  const waits = pageServer(() => true, {
    renderShell: async () => ({
      status: 200,
      element: createElement('main', null, createElement(Suspense, { fallback: null }, createElement(Late))),
    }),
  });
  setTimeout(() => arrive('Arrived'), 20);
  const streamed = await waits.app.inject(asBrotli);
  expect(streamed.headers['content-encoding']).toBe('br');
  expect(streamed.headers['content-length']).toBeUndefined();
  const html = String(brotliDecompressSync(streamed.rawPayload));
  expect(html).toContain('<main><!--$--><p>Arrived</p><!--/$--></main>');
  expect(String(brotliDecompressSync((await waits.app.inject(asBrotli)).rawPayload))).toBe(html);
  expect(waits.documentsMade()).toBe(1);
});

test('a page that had to link a stylesheet is neither kept nor given an ETag, so the next request gets the inlined page', async () => {
  let inlined = false;
  const { app, documentsMade } = pageServer(() => inlined);
  const linked = await app.inject('/about');
  expect(linked.statusCode).toBe(200);
  expect(linked.body).toContain('<link rel="stylesheet"');
  expect(linked.headers['etag']).toBeUndefined();
  expect(linked.headers['cache-control']).toBe('no-cache');
  inlined = true;
  const complete = await app.inject('/about');
  expect(complete.body).toContain('<style>.page{}</style>');
  expect(complete.headers['etag']).toBe('"about-release-1"');
  expect(documentsMade()).toBe(2);
});

test('a page that throws on the server is left to the browser, never kept, and logged with its remote and release', async () => {
  const faults: Array<Parameters<PageLog>> = [];
  const release = 'https://releases.example/marketing/2026-12-06-1a2b3c4/mf-manifest.json';
  const Broken = () => {
    throw new Error('the page broke');
  };
  const { app, documentsMade, counted } = pageServer(() => true, {
    page: { remote: 'marketing', module: './About', loaded: { default: Broken, metadata: () => undefined }, release },
    // The layout renders the page, when it is given one, in a boundary of its own, as the shell's renderer does.
    renderShell: async ({ page }) => ({
      status: 200,
      element: createElement('main', null, 'Layout', page ? createElement(Suspense, { fallback: null }, createElement(Broken)) : null),
    }),
    log: (...said) => void faults.push(said),
  });
  const reply = await app.inject('/about');
  expect(reply.statusCode).toBe(200);
  expect(reply.body).toContain('<main>Layout</main>');
  expect(faults).toEqual([
    [
      'marketing ./About threw while rendering /about on the server; the browser renders the page: Error: the page broke',
      { remote: 'marketing', release },
    ],
  ]);
  await app.inject('/about');
  expect(documentsMade()).toBe(2);
  expect(faults).toHaveLength(2);
  const renders = { remote: 'marketing', release: '2026-12-06-1a2b3c4' };
  expect(await counted('rcm_page_renders_total', { ...renders, outcome: 'fallback' })).toBe(2);
  expect(await counted('rcm_page_renders_total', { ...renders, outcome: 'server' })).toBe(0);
});

test('a page rendered on the server is counted by remote and release once rendered; one kept is not rendered again', async () => {
  const Page = () => createElement('p', null, 'About us');
  const { app, counted } = pageServer(() => true, {
    page: {
      remote: 'marketing',
      module: './About',
      loaded: { default: Page, metadata: () => undefined },
      release: 'http://localhost:3001/mf-manifest.json',
    },
    renderShell: async ({ page }) => ({ status: 200, element: createElement('main', null, page ? createElement(Page) : 'Layout') }),
  });
  expect((await app.inject('/about')).body).toContain('<main><p>About us</p></main>');
  await app.inject('/about');
  expect(await counted('rcm_page_renders_total', { remote: 'marketing', release: 'file', outcome: 'server' })).toBe(1);
  expect(await counted('rcm_page_renders_total', { outcome: 'fallback' })).toBe(0);
});

test("a page rendered per request (a visitor's own, a mailed link's) is sent private, no-store, never kept, with no ETag", async () => {
  const { app, documentsMade, counted } = pageServer(() => true, { perRequest: true });
  for (const reply of [await app.inject('/about'), await app.inject('/about')]) {
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['etag']).toBeUndefined();
  }
  expect(documentsMade()).toBe(2);
  expect(await counted('rcm_page_cache_requests_total', { result: 'hit' })).toBe(0);
});

test('the signed-in visitor reaches the layout and the browser, whether the page renders or throws, and nothing keeps them', async () => {
  const maria: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };
  const asked: ShellRenderRequest[] = [];
  let pageThrows = false;
  const Profile = () => {
    if (pageThrows) throw new Error('the page broke');
    return createElement('h1', null, 'Your Profile');
  };
  const { app } = pageServer(() => true, {
    perRequest: true,
    visitor: maria,
    page: { remote: 'account', module: './Profile', loaded: { default: Profile, metadata: () => undefined }, release: 'file' },
    renderShell: async (request) => {
      asked.push(request);
      return {
        status: 200,
        element: createElement(
          'main',
          null,
          request.visitor?.name,
          request.page ? createElement(Suspense, { fallback: null }, createElement(Profile)) : null,
        ),
      };
    },
  });
  const rendered = await app.inject('/about');
  expect(rendered.body).toContain('<main>Maria Lopez<!--$--><h1>Your Profile</h1><!--/$--></main>');
  expect(rendered.body).toContain(`{"page":{"remote":"account","module":"./Profile"},"visitor":${JSON.stringify(maria)}}`);
  expect(rendered.headers['cache-control']).toBe('private, no-store');
  pageThrows = true;
  const leftToBrowser = await app.inject('/about');
  expect(leftToBrowser.body).toContain('<main>Maria Lopez</main>');
  expect(leftToBrowser.body).toContain(`<script type="application/json">{"visitor":${JSON.stringify(maria)}}</script>`);
  expect(asked.map((request) => request.visitor)).toEqual([maria, maria, maria]);
});

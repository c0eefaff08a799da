import type { RenderShell } from '@rcm/shared';
import Fastify from 'fastify';
import { createElement, Suspense } from 'react';
import { createPageCache } from './page-cache';
import type { PageDocument, PagePlan } from './page-plan';
import type { PageLog } from './render-page-html';
import { sendPage } from './page-reply';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A page server around sendPage, with a plan whose stylesheets are inlined or not as the test says. */
function pageServer(
  stylesInlined: () => boolean,
  { page, renderShell, log = () => undefined }: { page?: PagePlan['page']; renderShell?: RenderShell; log?: PageLog } = {},
) {
  let documentsMade = 0;
  const plan: PagePlan = {
    ...(page ? { page } : {}),
    pathname: '/about',
    status: 200,
    contentSecurityPolicy: "default-src 'self'",
    key: 'about-release-1',
    document: async (): Promise<PageDocument> => {
      documentsMade += 1;
      const styles = stylesInlined() ? '<style>.page{}</style>' : '<link rel="stylesheet" href="https://m.example/page.css">';
      return {
        before: `<html><head>${styles}</head><body><div id="root">`,
        after: () => '</div></body></html>',
        stylesInlined: stylesInlined(),
      };
    },
  };
  const layout: RenderShell = async () => ({ status: 200, element: createElement('main', null, 'About') });
  const cache = createPageCache();
  const app = Fastify();
  app.get('/about', (request, reply) => sendPage(request, reply, { plan, cache, renderShell: renderShell ?? layout, log }));
  apps.push(app);
  return { app, documentsMade: () => documentsMade };
}

test('a page with every stylesheet inlined is kept and named by its ETag', async () => {
  const { app, documentsMade } = pageServer(() => true);
  const first = await app.inject('/about');
  expect(first.headers['etag']).toBe('"about-release-1"');
  expect(first.body).toContain('<style>.page{}</style><');
  const again = await app.inject('/about');
  expect(again.body).toBe(first.body);
  expect(documentsMade()).toBe(1);
  expect((await app.inject({ url: '/about', headers: { 'if-none-match': '"about-release-1"' } })).statusCode).toBe(304);
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
  const { app, documentsMade } = pageServer(() => true, {
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
});

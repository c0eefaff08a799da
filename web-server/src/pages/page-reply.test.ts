import type { RenderShell } from '@rcm/shared';
import Fastify from 'fastify';
import { createElement } from 'react';
import { createPageCache } from './page-cache';
import type { PageDocument, PagePlan } from './page-plan';
import { sendPage } from './page-reply';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A page server around sendPage, with a plan whose stylesheets are inlined or not as the test says. */
function pageServer(stylesInlined: () => boolean) {
  let documentsMade = 0;
  const plan: PagePlan = {
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
  const renderShell: RenderShell = async () => ({ status: 200, element: createElement('main', null, 'About') });
  const cache = createPageCache();
  const app = Fastify();
  app.get('/about', (request, reply) => sendPage(request, reply, { plan, cache, renderShell, log: () => undefined }));
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

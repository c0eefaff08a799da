import type { RenderShell } from '@rcm/shared';
import { createElement, Suspense, use } from 'react';
import type { PageDocument, PagePlan } from './page-plan';
import { renderPageHtml, type HtmlChunk } from './render-page-html';

const plan: PagePlan = {
  pathname: '/insights',
  address: '/insights',
  perRequest: false,
  status: 200,
  contentSecurityPolicy: "default-src 'self'",
  document: () => Promise.reject(new Error('not asked for here')),
};
const document: PageDocument = {
  before: '<html><head></head><body><div id="root">',
  after: (serverRender) => `</div><script type="application/json">${JSON.stringify(serverRender)}</script></body></html>`,
  stylesInlined: true,
};

async function chunksOf(renderShell: RenderShell): Promise<string[]> {
  const chunks: HtmlChunk[] = [];
  for await (const chunk of renderPageHtml(plan, document, renderShell, () => undefined)) chunks.push(chunk);
  return chunks.map(String);
}

test('the head goes out alone first; then the rendered body and the end of the document in one piece, however many pieces React wrote', async () => {
  // Far more than React's 2 KB writes: the body comes out of React in many chunks.
  const items = Array.from({ length: 2_000 }, (_, index) => createElement('li', { key: index }, `Insight ${index}`));
  const chunks = await chunksOf(async () => ({ status: 200, element: createElement('ul', null, items) }));
  expect(chunks).toHaveLength(2);
  expect(chunks[0]).toBe(document.before);
  expect(chunks[1]).toMatch(/^<ul><li>Insight 0<\/li>/);
  expect(chunks[1]).toContain('<li>Insight 1999</li></ul></div><script type="application/json">{}</script></body></html>');
});

test('a part of the page that suspends is waited for: it goes out rendered, not as its fallback', async () => {
  let arrive: (text: string) => void = () => undefined;
  const later = new Promise<string>((resolve) => (arrive = resolve));
  const Late = () => createElement('p', null, use(later));
  const element = createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(Late));
  setTimeout(() => arrive('Arrived'), 20);
  const [, body] = await chunksOf(async () => ({ status: 200, element }));
  expect(body).toContain('<p>Arrived</p>');
  expect(body).not.toContain('Loading…');
});

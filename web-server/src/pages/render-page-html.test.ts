import type { RenderShell } from '@rcm/shared';
import { createElement, Suspense, use, type ReactElement } from 'react';
import type { PageDocument, PagePlan } from './page-plan';
import { renderPageHtml, type PageHtml } from './render-page-html';

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

const rendered = (renderShell: RenderShell) => renderPageHtml(plan, document, renderShell, () => undefined);

/** A layout whose `Part` sits in a boundary with a "Loading…" fallback, as the shell's pages do. */
const layoutAround = (Part: () => ReactElement) =>
  createElement('main', null, createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(Part)));

/** The head a waiting page sent first, and whether the rest has arrived yet. */
function headFirst(html: PageHtml) {
  if (!('head' in html)) throw new Error('expected the head first');
  let arrived = false;
  void html.rest.then(() => (arrived = true));
  return { head: html.head, rest: html.rest, arrived: () => arrived };
}

test('a page rendered without waiting comes whole: its head, body and end in one piece, however large', async () => {
  // Far more than the streaming renderer's 2 KB writes.
  const items = Array.from({ length: 2_000 }, (_, index) => createElement('li', { key: index }, `Insight ${index}`));
  const html = await rendered(async () => ({ status: 200, element: createElement('ul', null, items) }));
  if (!('whole' in html)) throw new Error('expected the page whole');
  const text = String(html.whole);
  expect(text).toMatch(/^<html><head><\/head><body><div id="root"><ul><li>Insight 0<\/li>/);
  expect(text).toContain('<li>Insight 1999</li></ul></div><script type="application/json">{}</script></body></html>');
});

test('a page with a part that waits has its head sent at once; the rest follows with the part rendered, not its fallback', async () => {
  let arrive: (text: string) => void = () => undefined;
  const later = new Promise<string>((resolve) => (arrive = resolve));
  const Late = () => createElement('p', null, use(later));
  const html = headFirst(await rendered(async () => ({ status: 200, element: layoutAround(Late) })));
  expect(html.head).toBe(document.before);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(html.arrived()).toBe(false);
  arrive('Arrived');
  const rest = String(await html.rest);
  expect(rest).toBe('<main><!--$--><p>Arrived</p><!--/$--></main></div><script type="application/json">{}</script></body></html>');
});

test('a page whose frame itself waits (no boundary around the part) has its head sent first too', async () => {
  let arrive: (text: string) => void = () => undefined;
  const later = new Promise<string>((resolve) => (arrive = resolve));
  const html = headFirst(await rendered(async () => ({ status: 200, element: createElement(() => createElement('p', null, use(later))) })));
  arrive('Arrived');
  expect(String(await html.rest)).toMatch(/^<p>Arrived<\/p><\/div>/);
});

test('a page whose layout fails, before or while rendering, is whole too, its root left empty for the browser, and logged', async () => {
  const Broken = () => {
    throw new Error('layout broke');
  };
  for (const [renderShell, error] of [
    [() => Promise.reject(new Error('no layout')), 'Error: no layout'],
    [async () => ({ status: 200, element: createElement('main', null, createElement(Broken)) }), 'Error: layout broke'],
  ] as const) {
    const logged: string[] = [];
    const html = await renderPageHtml(plan, document, renderShell, (message) => void logged.push(message));
    if (!('whole' in html)) throw new Error('expected the page whole');
    expect(String(html.whole)).toBe(
      '<html><head></head><body><div id="root"></div><script type="application/json">{}</script></body></html>',
    );
    expect(logged).toEqual([`the shell's layout failed to render /insights on the server: ${error}`]);
  }
});

const never = new Promise<string>(() => undefined);
const Never = () => createElement('p', null, use(never));

test('a part that never arrives is given up after 5 s: the rest goes with its fallback, left to the browser', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  try {
    const html = headFirst(await rendered(async () => ({ status: 200, element: layoutAround(Never) })));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(html.arrived()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(String(await html.rest)).toMatch(/^<main><!--\$!-->.*<p>Loading…<\/p><!--\/\$--><\/main><\/div>/s);
  } finally {
    jest.useRealTimers();
  }
});

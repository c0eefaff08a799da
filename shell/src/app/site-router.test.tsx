import { act, render } from '@testing-library/react';
import { RouterProvider, ScrollRestoration, type RouteObject } from '@rcm/shared/routing';
import { createSiteRouter } from './site-router';

const STORED_POSITIONS = 'react-router-scroll-positions';

function page(name: string): RouteObject {
  return {
    path: `/${name}`,
    element: (
      <>
        <h1 id="pricing">{name}</h1>
        <ScrollRestoration />
      </>
    ),
  };
}

/** Loads the site's router as a full page load of `url` would, in an entry whose history state is `state`. */
function loadDocument(url: string, state: unknown = null) {
  window.history.replaceState(state, '', url);
  const router = createSiteRouter([page('home'), page('contact')]);
  render(<RouterProvider router={router} />);
  return router;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/**
 * jsdom has no `Request`, which a data router builds for each navigation (for loaders, which
 * these routes do not have); the router reads only its url, method and signal.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;
  constructor(url: string | URL, init: RequestInit = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? null;
  }
}
Object.assign(globalThis, { Request: NavigationRequest });

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  scrolledTo(0);
  window.scrollTo = scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  jest.clearAllMocks();
});

test('a page loaded in full starts at the top, not where the last document was left', () => {
  // What a previous document in the tab left behind when its first entry was keyed "default".
  sessionStorage.setItem(STORED_POSITIONS, JSON.stringify({ default: 900 }));
  loadDocument('/contact');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
});

test('a page loaded in full at a #fragment starts at that element', () => {
  sessionStorage.setItem(STORED_POSITIONS, JSON.stringify({ default: 900 }));
  loadDocument('/contact#pricing');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollTo).not.toHaveBeenCalled();
});

test('each full load gets an entry key of its own, kept with the router state already there', () => {
  loadDocument('/home', { idx: 0 });
  const first: unknown = window.history.state;
  expect(first).toEqual({ idx: 0, key: expect.stringMatching(/^[a-z0-9]+$/) });
  loadDocument('/contact');
  expect(window.history.state).not.toEqual(first);
});

test('reloading an entry, or coming back to it from another document, finds its own position', () => {
  sessionStorage.setItem(STORED_POSITIONS, JSON.stringify({ default: 900, k3y: 640 }));
  loadDocument('/contact', { idx: 2, key: 'k3y' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  expect(window.history.state).toEqual({ idx: 2, key: 'k3y' });
});

test('Back and Forward within the site still restore the position', async () => {
  const router = loadDocument('/home');
  scrolledTo(500);
  await act(() => router.navigate('/contact'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrolledTo(120);
  await act(() => router.navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
  await act(() => router.navigate(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
});

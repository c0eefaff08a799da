/// <reference types="jest" />
import { fakeFetch, type FakeFetch, type FakeRoute } from '../fake-fetch';

/**
 * One `fakeFetch` for a test file, in place of `globalThis.fetch` during each test: every test
 * starts with `routes` (a function for answers made afresh) and no requests, fetch is given back
 * after it, and a request no route answered fails the test. Call it at the top of the file.
 */
export function installFakeFetch(routes: Record<string, FakeRoute> | (() => Record<string, FakeRoute>) = {}): FakeFetch {
  const api = fakeFetch();
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    api.reset(typeof routes === 'function' ? routes() : routes);
    globalThis.fetch = api.fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    expect(api.unexpected).toEqual([]);
  });
  return api;
}

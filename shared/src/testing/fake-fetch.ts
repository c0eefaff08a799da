/**
 * What the fake server answers: a status and a body, sent as JSON (none for 204), or as it is
 * when it is a string (a proxy's HTML page). Status 0 is no answer at all: the fetch rejects as
 * the browser's does when the server cannot be reached.
 */
export interface FakeReply {
  status: number;
  body?: unknown;
}

/** A reply with a JSON body (200 unless told). */
export const ok = (body?: unknown, status = 200): FakeReply => ({ status, body });

/** No answer: the server cannot be reached. */
export const unreachable: FakeReply = { status: 0 };

/**
 * An error as the API sends it (Appwrite's shape): by default with a message no page may show,
 * or with the server's own words where a page passes them on.
 */
export function apiError(status: number, type: string, message = `server words for ${type}`): FakeReply {
  return { status, body: { message, code: status, type, version: '1.9.6' } };
}

/**
 * One route's answers: the same reply every time, replies in turn (the last one repeats), or one
 * worked out from the request's body (which may come later: see `heldReply`).
 */
export type FakeRoute = FakeReply | FakeReply[] | ((body: Record<string, unknown>) => FakeReply | Promise<FakeReply>);

/**
 * A route whose answer waits until `release()`: for what a page shows while its request is on
 * its way (a disabled button, a second press that sends nothing).
 */
export function heldReply(reply: FakeReply): { route: FakeRoute; release: () => void } {
  let release!: () => void;
  const answer = new Promise<FakeReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => answer, release };
}

/** A route's answers as given, with its own copy of a list (which is used up as it answers). */
const copied = (route: FakeRoute): FakeRoute => (Array.isArray(route) ? [...route] : route);

export interface FakeRequest {
  method: string;
  /** The whole URL, e.g. `http://localhost:4000/contact`. */
  url: string;
  /** The URL's path and query, e.g. `/v1/account/mfa/challenges`. */
  path: string;
  headers: Record<string, string>;
  /** Whether the cookies go with it ('include' for the site's API). */
  credentials: RequestCredentials | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for the network at `fetch`, for component tests: the pages' real clients (the
 * Appwrite SDK, the site's API client) send their requests to it, and it answers by method and
 * path (`'PUT /v1/account/mfa/challenges'`). A request no route names fails the test's call
 * loudly (a rejected fetch, which the pages read as an unreachable server, and `unexpected`).
 */
export function fakeFetch(routes: Record<string, FakeRoute> = {}) {
  const table = new Map<string, FakeRoute>();
  const requests: FakeRequest[] = [];
  const unexpected: string[] = [];
  const reset = (given: Record<string, FakeRoute>) => {
    table.clear();
    for (const [route, answer] of Object.entries(given)) table.set(route, copied(answer));
    requests.length = 0;
    unexpected.length = 0;
  };
  reset(routes);

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const text = typeof init.body === 'string' ? init.body : '';
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    requests.push({
      method,
      url: url.href,
      path,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
      body,
    });
    const route = table.get(`${method} ${url.pathname}`);
    if (!route) {
      unexpected.push(`${method} ${path}`);
      throw new TypeError(`fake fetch: no route for ${method} ${path}`);
    }
    const reply = await (typeof route === 'function'
      ? route(body)
      : Array.isArray(route)
        ? route.length > 1
          ? route.shift()!
          : route[0]!
        : route);
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    const isText = typeof reply.body === 'string';
    const json = reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
    const headers = new Headers(json ? { 'content-type': isText ? 'text/html' : 'application/json' } : {});
    // The parts of a Response the clients read (jsdom has no Response of its own).
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      type: 'basic',
      headers,
      text: async () => json,
      json: async () => JSON.parse(json) as unknown,
    } as Response;
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    /** Every request made, in order. */
    requests,
    /** Requests no route answered (a test expects none). */
    unexpected,
    /** Sets (or replaces) a route's answers. */
    on(route: string, answer: FakeRoute) {
      table.set(route, copied(answer));
    },
    /** Forgets every route and request, then answers `routes` (for the next test). */
    reset(routes: Record<string, FakeRoute> = {}) {
      reset(routes);
    },
    /** The requests made so far, as 'METHOD /path' (no query), in order. */
    routes(): string[] {
      return requests.map((request) => `${request.method} ${request.path.split('?')[0]}`);
    },
    /** The requests made to `route` ('METHOD /path'). */
    to(route: string): FakeRequest[] {
      return requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route);
    },
  };
}

export type FakeFetch = ReturnType<typeof fakeFetch>;

// @ts-check
/** The soak's load: autocannon runs and what they add up to. */
import autocannon from 'autocannon';
import { enquiry } from './enquiries.mjs';

/**
 * @typedef {object} LoadFigures
 * @property {number} sent requests that got a reply or failed
 * @property {number} ok 2xx replies
 * @property {number} clientErrors 4xx replies
 * @property {number} serverErrors 5xx replies
 * @property {number} tooMany 429 replies (part of clientErrors)
 * @property {number} socketErrors connection errors and timeouts
 * @property {number} requestsPerSecond
 * @property {number} p50Ms
 * @property {number} p99Ms
 */

/** @param {autocannon.Result} result @returns {LoadFigures} */
function figures(result) {
  /** @type {Record<string, { count: number }>} */
  const byStatus = /** @type {any} */ (result).statusCodeStats ?? {};
  const count = (/** @type {(status: number) => boolean} */ match) =>
    Object.entries(byStatus).reduce((sum, [status, { count: n }]) => sum + (match(Number(status)) ? Number(n) : 0), 0);
  const replies = count(() => true);
  return {
    sent: replies + result.errors,
    ok: count((status) => status >= 200 && status < 300),
    clientErrors: count((status) => status >= 400 && status < 500),
    serverErrors: count((status) => status >= 500),
    tooMany: count((status) => status === 429),
    socketErrors: result.errors,
    requestsPerSecond: replies / Math.max(result.duration, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/**
 * `amount` enquiries, each a different valid one, over `connections` connections.
 * @param {{ url: string, amount: number, connections: number, run: string }} options
 */
export async function sendEnquiries({ url, amount, connections, run }) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    amount,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/contact',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(enquiry((next += 1), run)) }),
      },
    ],
  });
  return figures(result);
}

/**
 * Wrong passwords for one account, as fast as `connections` connections allow, until stopped.
 * @param {{ url: string, email: string, connections: number }} options
 */
export function hammerLogin({ url, email, connections }) {
  /** @type {(result: autocannon.Result) => void} */
  let finished = () => undefined;
  /** @type {Promise<autocannon.Result>} */
  const done = new Promise((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url,
      connections,
      duration: 600,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/v1/account/sessions/email',
          headers: { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' },
          body: JSON.stringify({ email, password: 'not-the-password' }),
        },
      ],
    },
    (_error, result) => finished(result),
  );
  return {
    stop: async () => {
      instance.stop();
      return figures(await done);
    },
  };
}

/**
 * How far the API and the web servers believe `X-Forwarded-*`: not at all, the last `hops`
 * proxies in front, or the proxies at these addresses (IPs or CIDRs). Never "every hop": the
 * left-most `X-Forwarded-For` entry is whatever the client sent.
 */
export type TrustProxy = false | number | string[];

const HOP_COUNT = /^\d{1,2}$/;
const ADDRESS_OR_CIDR = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/**
 * `TRUST_PROXY`, read the same way by every server: unset, `0` or `false` for none; a hop
 * count (`1` behind one load balancer); or a comma-separated list of the proxies' addresses
 * or CIDRs (`10.0.0.0/8,fd00::/8`). `true` or `*` is refused, naming why.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (HOP_COUNT.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new Error(
      `TRUST_PROXY=${text} would let every client choose its own address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (invalid.length > 0) throw new Error(`TRUST_PROXY: not a hop count, address or CIDR: ${invalid.join(', ')}`);
  return entries;
}

/**
 * `TrustProxy` as Fastify's `trustProxy` option. A hop count becomes "believe the last `hops`
 * entries" (Fastify refuses a bare number, because nothing then stops a client that reaches
 * the server directly from writing the header itself: give CIDRs where the proxies' addresses
 * are known, and keep the server reachable only through them otherwise).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

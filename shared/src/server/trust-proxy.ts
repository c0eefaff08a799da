/**
 * How far the API and the web servers believe `X-Forwarded-*`: not at all, the last `hops`
 * proxies in front, or the proxies at these addresses (IPs or CIDRs). Never "every hop": the
 * left-most `X-Forwarded-For` entry is whatever the client sent.
 */
export type TrustProxy = false | number | string[];

const HOP_COUNT = /^\d{1,2}$/;
const ADDRESS_OR_CIDR = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/** More proxies than this in front of one server is a mistake, not a deployment. */
export const MAX_PROXY_HOPS = 5;

/**
 * The widest ranges a list may trust: an IPv4 /8 (`10.0.0.0/8`) and IPv6's private block
 * (`fc00::/7`). Anything wider takes in the public internet, and so every client.
 */
const MIN_PREFIX = { ipv4: 8, ipv6: 7 } as const;

/** Why this proxy address or CIDR would trust clients it must not, or undefined when it is fine. */
function tooWide(entry: string): string | undefined {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return /^(0+\.){3}0+$|^[0:]+$/.test(address) ? `${entry} is the unspecified address` : undefined;
  const family = address.includes(':') ? 'ipv6' : 'ipv4';
  return Number(prefix) < MIN_PREFIX[family] ? `${entry} is wider than /${MIN_PREFIX[family]} and takes in every client` : undefined;
}

/**
 * `TRUST_PROXY`, read the same way by every server: unset, `0` or `false` for none; a hop
 * count (`1` behind one load balancer); or a comma-separated list of the proxies' addresses
 * or CIDRs (`10.0.0.0/8,fd00::/8`). `true`, `*`, more than `MAX_PROXY_HOPS` hops, the
 * unspecified address and ranges wider than an IPv4 /8 or IPv6 /7 (`0.0.0.0/0`, `::/0`) are
 * refused, naming why: each would believe whatever address a client writes.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (HOP_COUNT.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      throw new Error(
        `TRUST_PROXY=${text}: more than ${MAX_PROXY_HOPS} proxies in front would let clients write addresses the server believes; give the real number, or the proxies' addresses`,
      );
    return hops;
  }
  if (text === 'true' || text === '*') {
    throw new Error(
      `TRUST_PROXY=${text} would let every client choose its own address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (invalid.length > 0) throw new Error(`TRUST_PROXY: not a hop count, address or CIDR: ${invalid.join(', ')}`);
  const wide = entries.map(tooWide).filter((problem) => problem !== undefined);
  if (wide.length > 0)
    throw new Error(
      `TRUST_PROXY would let every client choose its own address: ${wide.join('; ')}; give the proxies' own addresses or ranges`,
    );
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

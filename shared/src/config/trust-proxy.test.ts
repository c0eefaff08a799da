import { fastifyTrustProxy, trustProxyFromEnv } from './trust-proxy';

test('TRUST_PROXY is off, a hop count, or the proxies\' addresses', () => {
  expect(trustProxyFromEnv(undefined)).toBe(false);
  expect(trustProxyFromEnv('')).toBe(false);
  expect(trustProxyFromEnv('0')).toBe(false);
  expect(trustProxyFromEnv('false')).toBe(false);
  expect(trustProxyFromEnv('1')).toBe(1);
  expect(trustProxyFromEnv('2')).toBe(2);
  expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
});

test('"trust everything" is refused, saying why, and so is anything that is no address', () => {
  expect(() => trustProxyFromEnv('true')).toThrow('choose its own address');
  expect(() => trustProxyFromEnv('*')).toThrow('choose its own address');
  expect(() => trustProxyFromEnv('loopback, proxy.internal')).toThrow('not a hop count, address or CIDR: loopback, proxy.internal');
});

test('a hop count believes that many entries of X-Forwarded-For, counted from the server', () => {
  const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
  expect([trust('10.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  expect(fastifyTrustProxy(false)).toBe(false);
});

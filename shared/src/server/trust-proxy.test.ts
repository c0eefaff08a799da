import { fastifyTrustProxy, trustProxyFromEnv } from './trust-proxy';

test("TRUST_PROXY is off, a hop count, or the proxies' addresses", () => {
  expect(trustProxyFromEnv(undefined)).toBe(false);
  expect(trustProxyFromEnv('')).toBe(false);
  expect(trustProxyFromEnv('0')).toBe(false);
  expect(trustProxyFromEnv('false')).toBe(false);
  expect(trustProxyFromEnv('1')).toBe(1);
  expect(trustProxyFromEnv('2')).toBe(2);
  expect(trustProxyFromEnv('5')).toBe(5);
  expect(trustProxyFromEnv('10.0.0.0/8,fc00::/7,203.0.113.7/32')).toEqual(['10.0.0.0/8', 'fc00::/7', '203.0.113.7/32']);
  expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  // As an environment file may write them: spaces around the value.
  expect(trustProxyFromEnv(' 1 ')).toBe(1);
  expect(trustProxyFromEnv('  ')).toBe(false);
  expect(trustProxyFromEnv(' 10.0.0.0/8 ')).toEqual(['10.0.0.0/8']);
});

test('"trust everything" is refused, saying why, and so is anything that is no address', () => {
  expect(() => trustProxyFromEnv('true')).toThrow('choose its own address');
  expect(() => trustProxyFromEnv('*')).toThrow('choose its own address');
  expect(() => trustProxyFromEnv('loopback, proxy.internal')).toThrow('not a hop count, address or CIDR: loopback, proxy.internal');
});

test('ranges that take in the whole internet, the unspecified address and absurd hop counts are refused too (L17)', () => {
  expect(() => trustProxyFromEnv('0.0.0.0/0')).toThrow(
    "TRUST_PROXY would let every client choose its own address: 0.0.0.0/0 is wider than /8 and takes in every client; give the proxies' own addresses or ranges",
  );
  expect(() => trustProxyFromEnv('::/0')).toThrow('::/0 is wider than /7 and takes in every client');
  expect(() => trustProxyFromEnv('10.0.0.0/8, 0.0.0.0/7')).toThrow('0.0.0.0/7 is wider than /8');
  expect(() => trustProxyFromEnv('fd00::/8,2000::/6')).toThrow('2000::/6 is wider than /7');
  expect(() => trustProxyFromEnv('0.0.0.0')).toThrow('0.0.0.0 is the unspecified address');
  expect(() => trustProxyFromEnv('::')).toThrow(':: is the unspecified address');
  // However it is spelt: leading zeros, the long IPv6 form.
  expect(() => trustProxyFromEnv('00.0.0.0')).toThrow('00.0.0.0 is the unspecified address');
  expect(() => trustProxyFromEnv('0.0.0.00')).toThrow('0.0.0.00 is the unspecified address');
  expect(() => trustProxyFromEnv('0:0:0:0:0:0:0:0')).toThrow('0:0:0:0:0:0:0:0 is the unspecified address');
  expect(() => trustProxyFromEnv('6')).toThrow('more than 5 proxies');
  expect(() => trustProxyFromEnv('99')).toThrow('more than 5 proxies');
});

test('an address that only ends or starts like the unspecified one is a proxy like any other', () => {
  // A network's first address, the IPv6 loopback, a range's first address and one that starts with zeros.
  expect(trustProxyFromEnv('10.0.0.0')).toEqual(['10.0.0.0']);
  expect(trustProxyFromEnv('::1')).toEqual(['::1']);
  expect(trustProxyFromEnv('fd00::')).toEqual(['fd00::']);
  expect(trustProxyFromEnv('0.0.0.1,0::1')).toEqual(['0.0.0.1', '0::1']);
});

test('a hop count believes that many entries of X-Forwarded-For, counted from the server', () => {
  const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
  expect([trust('10.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  expect(fastifyTrustProxy(false)).toBe(false);
});

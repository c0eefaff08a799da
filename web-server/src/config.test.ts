import { RUM_BEACONS_PER_MINUTE } from './rum/rum-route';
import { listenOptionsFromEnv, shellServerOptionsFromEnv } from './config';

test('the runtime config file is required; the public URL defaults to SHELL_URL, then the local address', () => {
  expect(() => shellServerOptionsFromEnv({})).toThrow('RUNTIME_CONFIG_FILE');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json' }).publicUrl).toBe('http://localhost:3000');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example' }).publicUrl).toBe('https://a.example');
  expect(
    shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example', PUBLIC_URL: 'https://www.example' })
      .publicUrl,
  ).toBe('https://www.example');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  // `PUBLIC_URL=` in an env file means unset.
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example', PUBLIC_URL: '' }).publicUrl).toBe(
    'https://a.example',
  );
  expect(() => shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '' })).toThrow('RUNTIME_CONFIG_FILE');
});

test('listens on SHELL_PORT and HOST, refusing a port that is not one', () => {
  expect(listenOptionsFromEnv({})).toEqual({ port: 3000, host: 'localhost' });
  expect(listenOptionsFromEnv({ SHELL_PORT: '8080', HOST: '0.0.0.0' })).toEqual({ port: 8080, host: '0.0.0.0' });
  expect(listenOptionsFromEnv({ HOST: '' })).toEqual({ port: 3000, host: 'localhost' });
  expect(() => listenOptionsFromEnv({ SHELL_PORT: 'eighty' })).toThrow('SHELL_PORT');
});

test('the live release map is followed with RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL together, never with part of them', () => {
  const base = { RUNTIME_CONFIG_FILE: '/c.json' };
  const all = {
    ...base,
    RELEASES_API_URL: 'http://api.internal:4000',
    DEPLOY_TOKEN: 'secret',
    RELEASES_URL: 'https://cdn.example/releases',
  };
  expect(shellServerOptionsFromEnv(base).releases).toBeUndefined();
  expect(shellServerOptionsFromEnv({ ...base, RELEASES_API_URL: '', DEPLOY_TOKEN: '', RELEASES_URL: '' }).releases).toBeUndefined();
  expect(shellServerOptionsFromEnv(all).releases).toEqual({
    apiUrl: 'http://api.internal:4000',
    deployToken: 'secret',
    storeUrl: 'https://cdn.example/releases/',
  });
  expect(() => shellServerOptionsFromEnv({ ...all, DEPLOY_TOKEN: '' })).toThrow(
    'RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL go together: DEPLOY_TOKEN missing',
  );
  expect(() => shellServerOptionsFromEnv({ ...base, RELEASES_URL: 'https://cdn.example/' })).toThrow(
    'RELEASES_API_URL and DEPLOY_TOKEN missing',
  );
  expect(() => shellServerOptionsFromEnv({ ...all, RELEASES_URL: 'cdn.example/releases' })).toThrow('RELEASES_URL must be an http(s) URL');
  expect(() => shellServerOptionsFromEnv({ ...all, RELEASES_API_URL: 'file:///etc' })).toThrow('RELEASES_API_URL must be an http(s) URL');
});

test('METRICS_TOKEN, which GET /metrics asks for: unset (or empty) serves no metrics', () => {
  const base = { RUNTIME_CONFIG_FILE: '/c.json' };
  expect(shellServerOptionsFromEnv(base).metricsToken).toBeUndefined();
  expect(shellServerOptionsFromEnv({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  expect(shellServerOptionsFromEnv({ ...base, METRICS_TOKEN: 'w'.repeat(40) }).metricsToken).toBe('w'.repeat(40));
});

test('RUM_SAMPLE_RATE, the share of page loads that report measurements: every one unless set, from 0 to 1', () => {
  const base = { RUNTIME_CONFIG_FILE: '/c.json' };
  expect(shellServerOptionsFromEnv(base).rumSampleRate).toBe(1);
  expect(shellServerOptionsFromEnv({ ...base, RUM_SAMPLE_RATE: '' }).rumSampleRate).toBe(1);
  expect(shellServerOptionsFromEnv({ ...base, RUM_SAMPLE_RATE: '0.1' }).rumSampleRate).toBe(0.1);
  expect(shellServerOptionsFromEnv({ ...base, RUM_SAMPLE_RATE: '0' }).rumSampleRate).toBe(0);
  for (const rate of ['1.5', '-0.2', 'ten', '10%'])
    expect(() => shellServerOptionsFromEnv({ ...base, RUM_SAMPLE_RATE: rate })).toThrow('RUM_SAMPLE_RATE must be a number from 0 to 1');
});

test("RATE_LIMIT_SCALE scales the beacons one address may send per minute, as it scales the backend's limits", () => {
  const base = { RUNTIME_CONFIG_FILE: '/c.json' };
  expect(shellServerOptionsFromEnv(base).rumBeaconsPerMinute).toBe(RUM_BEACONS_PER_MINUTE);
  expect(shellServerOptionsFromEnv({ ...base, RATE_LIMIT_SCALE: '50' }).rumBeaconsPerMinute).toBe(RUM_BEACONS_PER_MINUTE * 50);
  expect(() => shellServerOptionsFromEnv({ ...base, RATE_LIMIT_SCALE: '0' })).toThrow('RATE_LIMIT_SCALE must be a positive number');
});

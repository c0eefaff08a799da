import { parseRuntimeConfig, runtimeConfigFromEnv } from './runtime-config';

test('local defaults point at the usual ports', () => {
  expect(runtimeConfigFromEnv({})).toEqual({
    remotes: { marketing: 'http://localhost:3001/mf-manifest.json', account: 'http://localhost:3002/mf-manifest.json' },
    backendUrl: 'http://localhost:4000',
    appwrite: { endpoint: 'http://localhost:4000/v1', projectId: 'rcm' },
  });
});

test('every location can be overridden', () => {
  const config = runtimeConfigFromEnv({
    MARKETING_URL: 'https://cdn.example.com/marketing/',
    ACCOUNT_URL: 'https://cdn.example.com/account',
    BACKEND_URL: 'https://api.example.com/',
    APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1',
    APPWRITE_PROJECT_ID: 'prod',
  });
  expect(config.remotes.marketing).toBe('https://cdn.example.com/marketing/mf-manifest.json');
  expect(config.backendUrl).toBe('https://api.example.com');
  expect(config.appwrite).toEqual({ endpoint: 'https://cloud.appwrite.io/v1', projectId: 'prod' });
});

test('a broken document names the bad field', () => {
  expect(() => parseRuntimeConfig({})).toThrow('remotes.marketing');
  expect(() =>
    parseRuntimeConfig({
      remotes: { marketing: 'http://a/m.json', account: 'javascript:alert(1)' },
      backendUrl: 'http://b',
      appwrite: { endpoint: 'http://b/v1', projectId: 'rcm' },
    }),
  ).toThrow('remotes.account');
  expect(() =>
    parseRuntimeConfig({
      remotes: { marketing: 'http://a/m.json', account: 'http://a/a.json' },
      backendUrl: 'http://b',
      appwrite: { endpoint: 'http://b/v1', projectId: '' },
    }),
  ).toThrow('projectId');
});

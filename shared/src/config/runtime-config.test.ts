import { localRuntimeConfig } from './local-site';
import { parseRuntimeConfig, runtimeConfigFor } from './runtime-config';

/** A runtime config document that passes every check; tests break one field at a time. */
const validDocument = {
  remotes: { marketing: 'http://a/m.json', account: 'http://a/a.json', staff: 'http://a/s.json' },
  backendUrl: 'http://b',
  appwrite: { endpoint: 'http://b/v1', projectId: 'rcm' },
};

test('the local site uses the usual ports', () => {
  expect(localRuntimeConfig()).toEqual({
    remotes: {
      marketing: 'http://localhost:3001/mf-manifest.json',
      account: 'http://localhost:3002/mf-manifest.json',
      staff: 'http://localhost:3003/mf-manifest.json',
    },
    backendUrl: 'http://localhost:4000',
    appwrite: { endpoint: 'http://localhost:4000/v1', projectId: 'rcm' },
  });
});

test('every location can be given, with or without trailing slashes', () => {
  const config = runtimeConfigFor({
    marketingUrl: 'https://cdn.example.com/marketing/',
    accountUrl: 'https://cdn.example.com/account',
    staffUrl: 'https://staff.example.com',
    backendUrl: 'https://api.example.com/',
    appwriteEndpoint: 'https://cloud.appwrite.io/v1',
    appwriteProjectId: 'prod',
  });
  expect(config.remotes.marketing).toBe('https://cdn.example.com/marketing/mf-manifest.json');
  expect(config.backendUrl).toBe('https://api.example.com');
  expect(config.appwrite).toEqual({ endpoint: 'https://cloud.appwrite.io/v1', projectId: 'prod' });
});

test("the site's public URL is optional, checked, and kept without a trailing slash", () => {
  const config = validDocument;
  expect(parseRuntimeConfig(config)).not.toHaveProperty('publicUrl');
  expect(parseRuntimeConfig({ ...config, publicUrl: 'https://www.site.example/' }).publicUrl).toBe('https://www.site.example');
  expect(() => parseRuntimeConfig({ ...config, publicUrl: 'javascript:alert(1)' })).toThrow('publicUrl');
});

test('a broken document names the bad field', () => {
  expect(() => parseRuntimeConfig({})).toThrow('remotes.marketing');
  expect(() => parseRuntimeConfig({ ...validDocument, remotes: { ...validDocument.remotes, account: 'javascript:alert(1)' } })).toThrow(
    'remotes.account',
  );
  expect(() => parseRuntimeConfig({ ...validDocument, appwrite: { ...validDocument.appwrite, projectId: '' } })).toThrow('projectId');
});

test('every remote of the contract must be placed, the staff remote too', () => {
  const { staff: _staff, ...remotes } = validDocument.remotes;
  const config = { ...validDocument, remotes };
  expect(() => parseRuntimeConfig(config)).toThrow('remotes.staff');
  expect(
    parseRuntimeConfig({ ...config, remotes: { ...config.remotes, staff: 'https://staff.example.com/mf-manifest.json' } }).remotes.staff,
  ).toBe('https://staff.example.com/mf-manifest.json');
});

test('a preview the server names is kept, checked field by field', () => {
  const preview = { remote: 'marketing', release: '2026-12-06-1a2b3c4', exitPath: '/preview-release/exit' };
  expect(parseRuntimeConfig({ ...validDocument, preview }).preview).toEqual(preview);
  expect(parseRuntimeConfig(validDocument)).not.toHaveProperty('preview');
  expect(() => parseRuntimeConfig({ ...validDocument, preview: { ...preview, remote: 'billing' } })).toThrow('preview.remote');
  expect(() => parseRuntimeConfig({ ...validDocument, preview: { ...preview, release: '../../evil' } })).toThrow('preview.release');
  for (const exitPath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
    expect(() => parseRuntimeConfig({ ...validDocument, preview: { ...preview, exitPath } })).toThrow('preview.exitPath');
});

test('the share of page loads that report measurements is optional, from 0 to 1', () => {
  expect(parseRuntimeConfig(validDocument)).not.toHaveProperty('rumSampleRate');
  expect(parseRuntimeConfig({ ...validDocument, rumSampleRate: 0.25 }).rumSampleRate).toBe(0.25);
  for (const rumSampleRate of [-0.1, 1.5, '1', Number.NaN, null])
    expect(() => parseRuntimeConfig({ ...validDocument, rumSampleRate })).toThrow('rumSampleRate');
});

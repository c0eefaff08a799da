import { runtimeConfigFor } from '@rcm/shared';
import { shellContentSecurityPolicy } from './content-security-policy';

// Built the way a deployment's locations become the pages' config: remotes on three CDN origins
// (one with a port and a release path), the API and Appwrite elsewhere.
const config = runtimeConfigFor({
  marketingUrl: 'https://marketing.cdn.example/r42',
  accountUrl: 'https://account.cdn.example',
  staffUrl: 'https://staff.cdn.example:8443/releases/7',
  backendUrl: 'https://api.example',
  appwriteEndpoint: 'https://cloud.appwrite.example/v1',
});

test("the pages' policy allows every configured remote's origin, the staff remote's too, and nothing else", () => {
  const directives = Object.fromEntries(
    shellContentSecurityPolicy(config)
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );
  const remotes = ['https://marketing.cdn.example', 'https://account.cdn.example', 'https://staff.cdn.example:8443'];
  for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
    expect(directives[name]).toEqual(expect.arrayContaining(remotes));
  expect(directives['script-src']).toEqual(["'self'", ...remotes]);
  expect(directives['connect-src']).toEqual(["'self'", ...remotes, 'https://api.example', 'https://cloud.appwrite.example']);
});

test('remotes served from one origin are named once', () => {
  const shared = {
    ...config,
    remotes: {
      marketing: 'https://cdn.example/m/mf-manifest.json',
      account: 'https://cdn.example/a/mf-manifest.json',
      staff: 'https://cdn.example/s/mf-manifest.json',
    },
  };
  expect(shellContentSecurityPolicy(shared)).toContain("script-src 'self' https://cdn.example;");
});

import type { APIResponse } from '@playwright/test';
import { expect, test } from '../testing/test';
import { pagePaths } from '@rcm/shared';
import { origins } from '../testing/ports';
import { remoteFolders } from '../testing/site';

const pages = [...pagePaths, '/no-such-page'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
}

test('every page names exactly the configured remotes and API in its CSP, allows no eval, and cannot be framed', async ({ request }) => {
  // Every remote once, by origin: `npm start` serves all three from the release store.
  const remotes = [...new Set(Object.values(await remoteFolders()).map((folder) => new URL(folder).origin))];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expectCommonHeaders(response);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // Plain http here: HSTS is for https only (see web-server/src/http/security-headers.ts).
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).not.toContain('unsafe-eval');
    const csp = directives(policy);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes, origins.backend]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  }
});

test("the remotes' files carry nosniff and a referrer policy, and are readable by the shell's origin", async ({ request }) => {
  for (const remote of Object.values(await remoteFolders())) {
    const manifestResponse = await request.get(`${remote}/mf-manifest.json`, { headers: { origin: origins.shell } });
    expectCommonHeaders(manifestResponse);
    expect(manifestResponse.headers()['access-control-allow-origin']).toBe('*');
    const manifest = (await manifestResponse.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
    for (const file of ['remoteEntry.js', chunk]) {
      const response = await request.get(`${remote}/${file}`);
      expect(response.status(), file).toBe(200);
      expectCommonHeaders(response);
      // Opened on its own, a file may load and run nothing.
      expect(directives(response.headers()['content-security-policy'] ?? '').get('default-src')).toEqual(["'none'"]);
    }
  }
});

test('every API reply, errors included, forbids framing and loading anything, and may not be cached', async ({ request }) => {
  const replies = [
    await request.get(`${origins.backend}/health`),
    await request.post(`${origins.backend}/contact`, { data: { first_name: '' } }),
    await request.get(`${origins.backend}/v1/account`, { headers: { 'x-appwrite-project': 'rcm' } }),
    await request.get(`${origins.backend}/no-such-route`),
  ];
  expect(replies.map((reply) => reply.status())).toEqual([200, 400, 401, 404]);
  for (const reply of replies) {
    expectCommonHeaders(reply);
    const csp = directives(reply.headers()['content-security-policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Replies carry personal data (accounts, prefs, sessions): no browser or proxy may keep them.
    expect(reply.headers()['cache-control']).toBe('no-store');
  }
});

test("the API lets the shell's pages read its replies, and no other origin, the remotes' included", async ({ request }) => {
  const read = (origin: string) => request.get(`${origins.backend}/v1/account`, { headers: { 'x-appwrite-project': 'rcm', origin } });
  const fromShell = await read(origins.shell);
  expect(fromShell.headers()['access-control-allow-origin']).toBe(origins.shell);
  expect(fromShell.headers()['access-control-allow-credentials']).toBe('true');
  for (const origin of [origins.marketing, origins.account, new URL(origins.releases).origin, 'https://evil.example', 'null']) {
    expect((await read(origin)).headers()['access-control-allow-origin'], origin).toBeUndefined();
  }
});

test('browsing every page breaks no rule of the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`),
    );
  });
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Get started' }).hover();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a client that takes no compression (curl, crawlers, health checks) gets the home page with its CSP', async ({ request }) => {
  for (const method of ['GET', 'HEAD'] as const) {
    const response = await request.fetch('/', { method, headers: { 'accept-encoding': 'identity' } });
    expect(response.status(), method).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

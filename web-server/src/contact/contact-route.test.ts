import { contactMessages, SERVER_RENDER_ID, toastMessages, type ServerRender } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createShellServer } from '../shell-server';
import { tempDir } from '../testing/temp-dir';

/**
 * The contact form posted without JavaScript (WEB-3), over real HTTP: the shell's server with a
 * stand-in renderer, and a stand-in backend that records what it is sent.
 */
const shell = tempDir({
  'dist/index.html': '<!doctype html><html lang=en><head><title>Built</title></head><body><div id=root></div></body></html>',
  'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async ({ contactPost }) => ({ status: 200, element: React.createElement('main', null, contactPost ? contactPost.outcome.message : 'no post') });`,
});
const configFile = path.join(shell, 'runtime-config.json');

interface Received {
  body: unknown;
  forwardedFor: string | undefined;
}
const received: Received[] = [];
let backendAnswer: { status: number; body: { message: string } } = { status: 201, body: { message: toastMessages.contactReceived } };
const backend = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => (text += String(chunk)));
  request.on('end', () => {
    received.push({ body: JSON.parse(text), forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
    response.writeHead(backendAnswer.status, { 'content-type': 'application/json' }).end(JSON.stringify(backendAnswer.body));
  });
});

let server: FastifyInstance;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      remotes: {
        marketing: 'http://127.0.0.1:9/mf-manifest.json',
        account: 'http://127.0.0.1:9/a.json',
        staff: 'http://127.0.0.1:9/s.json',
      },
      backendUrl,
      appwrite: { endpoint: `${backendUrl}/v1`, projectId: 'rcm' },
    }),
  );
  server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: configFile,
    publicUrl: 'https://www.site.example',
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => backend.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  backendAnswer = { status: 201, body: { message: toastMessages.contactReceived } };
});

const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: base }) =>
  fetch(`${base}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The answer the page was rendered with, as the browser reads it from the page's data block. */
async function renderedPost(response: Response): Promise<ServerRender['contactPost']> {
  const html = await response.text();
  const block = new RegExp(`<script type="application/json" id="${SERVER_RENDER_ID}">(.*?)</script>`).exec(html)?.[1];
  return (JSON.parse(block ?? '{}') as ServerRender).contactPost;
}

test('a valid enquiry goes to the backend with the visitor’s address, then to /contact?sent=1, which says it was received', async () => {
  const response = await post({ ...sampleEnquiry });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/contact?sent=1');
  expect(received).toEqual([{ body: sampleEnquiry, forwardedFor: '127.0.0.1' }]);

  const sent = await fetch(`${base}/contact?sent=1`);
  expect(sent.headers.get('cache-control')).toBe('no-store');
  const html = await sent.clone().text();
  expect(html).toContain(`<main>${toastMessages.contactReceived}</main>`);
  expect(await renderedPost(sent)).toEqual({
    enquiry: expect.objectContaining({ first_name: '', message: '' }),
    outcome: { message: toastMessages.contactReceived, sent: true },
  });
  // The plain page says nothing of a post.
  expect(await renderedPost(await fetch(`${base}/contact`))).toBeUndefined();
});

test('with two bad fields the page shows the earlier one’s message, keeps what was typed, and nothing is sent', async () => {
  const typed = { ...sampleEnquiry, company: 'x', phone: '1' };
  const response = await post(typed);
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await renderedPost(response)).toEqual({
    enquiry: typed,
    outcome: { field: 'company', message: contactMessages.company, sent: false },
  });
  expect(received).toEqual([]);
});

test('a missing or overlong field is refused with its message, not cut to fit', async () => {
  const { first_name: _missing, ...withoutFirstName } = sampleEnquiry;
  expect((await renderedPost(await post(withoutFirstName)))?.outcome).toMatchObject({ field: 'first_name' });
  const overlong = await renderedPost(await post({ ...sampleEnquiry, message: 'm'.repeat(5001) }));
  expect(overlong?.outcome).toMatchObject({ field: 'message', message: contactMessages.message });
  expect(overlong?.enquiry.message).toHaveLength(5000);
  expect(received).toEqual([]);
});

test('a post from another site is refused; the site’s own origin, and a same-origin post without Origin, are taken', async () => {
  const crossSite: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of crossSite) {
    const response = await post({ ...sampleEnquiry }, headers);
    expect([headers, response.status]).toEqual([headers, 403]);
  }
  expect(received).toEqual([]);
  expect((await post({ ...sampleEnquiry }, { origin: 'https://www.site.example' })).status).toBe(303);
  expect((await post({ ...sampleEnquiry }, { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  expect(received).toHaveLength(2);
});

test('the backend’s refusal (its rate limit) is shown with what was typed kept', async () => {
  backendAnswer = { status: 429, body: { message: 'Rate limit for the current endpoint has been exceeded.' } };
  const response = await post({ ...sampleEnquiry });
  expect(response.status).toBe(429);
  expect(await renderedPost(response)).toEqual({
    enquiry: sampleEnquiry,
    outcome: { message: 'Rate limit for the current endpoint has been exceeded.', sent: false },
  });
});

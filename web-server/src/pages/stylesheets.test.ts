import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { stylesheetReader } from './stylesheets';

/** A remote's file server whose answers the tests hold back or break at will. */
let held: Array<() => void> = [];
let holdAnswers = false;
let failures = 0;
const requests: string[] = [];
const remote = http.createServer((request, response) => {
  requests.push(request.url ?? '');
  const answer = () => {
    if (failures > 0) {
      failures -= 1;
      response.writeHead(500).end();
    } else if (request.url === '/unsafe.css') response.end('.a{content:"</style>"}');
    else response.end(`.page{color:red}/*${request.url}*/`);
  };
  if (holdAnswers) held.push(answer);
  else answer();
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => remote.close(resolve)));
beforeEach(() => {
  held = [];
  holdAnswers = false;
  failures = 0;
  requests.length = 0;
});

const shellDist = path.join(tempDir({ 'dist/main.1a2b.css': 'body{margin:0}' }), 'dist');
/** Pages that wait as long as a busy CI machine may need: these tests are about what is kept, not how fast. */
const patient = { waitMs: 10_000 };

test("the shell's stylesheet is read from its build, and nothing outside it", async () => {
  const read = stylesheetReader(shellDist, patient);
  expect(await read('/main.1a2b.css')).toBe('body{margin:0}');
  expect(await read('/../../etc/passwd')).toBeUndefined();
});

test("a remote's stylesheet is fetched once and kept", async () => {
  const read = stylesheetReader(shellDist, patient);
  expect(await read(`${origin}/page.css`)).toBe('.page{color:red}/*/page.css*/');
  expect(await read(`${origin}/page.css`)).toBe('.page{color:red}/*/page.css*/');
  expect(requests).toEqual(['/page.css']);
});

test('a slow stylesheet is linked by the page that waited for it, and inlined by the next once it has come', async () => {
  const read = stylesheetReader(shellDist, { waitMs: 50 });
  holdAnswers = true;
  expect(await read(`${origin}/slow.css`)).toBeUndefined();
  expect(requests).toEqual(['/slow.css']);
  held.forEach((answer) => answer());
  // The answer comes when the machine gets to it; each page until then links the stylesheet.
  let css: string | undefined;
  for (let page = 0; page < 100 && css === undefined; page += 1) css = await read(`${origin}/slow.css`);
  expect(css).toBe('.page{color:red}/*/slow.css*/');
  expect(requests).toEqual(['/slow.css']);
});

test('a failed read is tried again by the next page', async () => {
  const read = stylesheetReader(shellDist, patient);
  failures = 1;
  expect(await read(`${origin}/flaky.css`)).toBeUndefined();
  expect(await read(`${origin}/flaky.css`)).toBe('.page{color:red}/*/flaky.css*/');
  expect(requests).toEqual(['/flaky.css', '/flaky.css']);
});

test('a stylesheet that could close the <style> element is never inlined', async () => {
  const read = stylesheetReader(shellDist, patient);
  expect(await read(`${origin}/unsafe.css`)).toBeUndefined();
  expect(await read(`${origin}/safe.css`)).toBe('.page{color:red}/*/safe.css*/');
});

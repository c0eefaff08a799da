import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfigReader } from './runtime-config-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A valid runtime config whose marketing remote is served from `host` (the same length each time). */
const configText = (host: string) =>
  JSON.stringify({
    remotes: { marketing: `http://${host}/m/`, account: 'http://a.example/a/', staff: 'http://s.example/s/' },
    backendUrl: 'http://api.example',
    appwrite: { endpoint: 'http://api.example/v1', projectId: 'rcm' },
  });

let count = 0;
function freshFile(text: string): string {
  const file = path.join(dir, `config-${(count += 1)}.json`);
  fs.writeFileSync(file, text);
  return file;
}

/** Dates the file `secondsAgo` in the past, as a file left alone since. */
const age = (file: string, secondsAgo: number) => {
  const then = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, then, then);
};

test("an edit is followed at once, even one of the same size within the file time's tick", async () => {
  const file = freshFile(configText('m1.example'));
  // Both versions carry the one time, as two writes within a coarse clock's tick do.
  const tick = new Date(Date.now() - 200);
  fs.utimesSync(file, tick, tick);
  const read = runtimeConfigReader(file, 'https://www.clinic.example');
  expect((await read())?.config.remotes.marketing).toBe('http://m1.example/m/');
  fs.writeFileSync(file, configText('m2.example'));
  fs.utimesSync(file, tick, tick);
  expect((await read())?.config.remotes.marketing).toBe('http://m2.example/m/');
  expect((await read())?.config.publicUrl).toBe('https://www.clinic.example');
});

test('a file left alone is not read again: one stat per request, the same value', async () => {
  const file = freshFile(configText('m1.example'));
  age(file, 60);
  const read = runtimeConfigReader(file, 'https://www.clinic.example');
  const first = await read();
  const reads = jest.spyOn(fs, 'readFileSync');
  try {
    expect(await read()).toBe(first);
    expect(await read()).toBe(first);
    expect(reads).not.toHaveBeenCalled();
    // Changed later (another size, another time): read again.
    fs.writeFileSync(file, configText('m22.example'));
    age(file, 30);
    expect((await read())?.config.remotes.marketing).toBe('http://m22.example/m/');
    expect(reads).toHaveBeenCalledTimes(1);
  } finally {
    reads.mockRestore();
  }
});

test('a file caught half-written, broken or gone keeps the last valid value; undefined before there is one', async () => {
  const file = freshFile('{"remotes": {');
  const read = runtimeConfigReader(file, 'https://www.clinic.example');
  expect(await read()).toBeUndefined();
  fs.writeFileSync(file, configText('m1.example'));
  const valid = await read();
  expect(valid?.config.remotes.marketing).toBe('http://m1.example/m/');
  fs.writeFileSync(file, configText('m1.example').slice(0, 40));
  expect(await read()).toBe(valid);
  fs.rmSync(file);
  expect(await read()).toBe(valid);
  fs.writeFileSync(file, configText('m3.example'));
  expect((await read())?.config.remotes.marketing).toBe('http://m3.example/m/');
});

test("the file's own preview and sample rate are not taken: those are the server's to say", async () => {
  const text = JSON.stringify({ ...JSON.parse(configText('m1.example')), rumSampleRate: 0.5 });
  const read = runtimeConfigReader(freshFile(text), 'https://www.clinic.example', 0.1);
  const site = await read();
  expect(site?.config.rumSampleRate).toBe(0.1);
  expect(JSON.parse(site?.json ?? '{}')).toEqual(site?.config);
});

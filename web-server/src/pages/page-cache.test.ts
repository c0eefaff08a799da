import zlib from 'node:zlib';
import { createPageCache } from './page-cache';

test('keeps the most recently used pages, up to its size', () => {
  const cache = createPageCache(2);
  cache.set('a', Buffer.from('A'));
  cache.set('b', Buffer.from('B'));
  expect(cache.get('a')?.html.toString()).toBe('A'); // a is now the most recent
  cache.set('c', Buffer.from('C'));
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')?.html.toString()).toBe('A');
  expect(cache.get('c')?.html.toString()).toBe('C');
});

test('compresses a page once per encoding', async () => {
  const cache = createPageCache();
  cache.set('a', Buffer.from('<p>hello</p>'.repeat(100)));
  const page = cache.get('a')!;
  const brotli = await cache.body(page, 'br');
  expect(zlib.brotliDecompressSync(brotli).toString()).toBe('<p>hello</p>'.repeat(100));
  expect(await cache.body(page, 'br')).toBe(brotli);
  expect(zlib.gunzipSync(await cache.body(page, 'gzip')).toString()).toBe('<p>hello</p>'.repeat(100));
  expect((await cache.body(page, undefined)).toString()).toBe('<p>hello</p>'.repeat(100));
});

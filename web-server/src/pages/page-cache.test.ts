import zlib from 'node:zlib';
import { compress } from '../http/compression';
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

test('compresses a page once per encoding: quickly for the first visitors, then thoroughly for everyone after', async () => {
  const cache = createPageCache();
  const html = Array.from({ length: 400 }, (_, i) => `<p class="c${i % 7}">Claim ${i} paid in ${i % 30} days</p>`).join('');
  cache.set('a', Buffer.from(html));
  const page = cache.get('a')!;
  const first = await cache.body(page, 'br');
  expect(zlib.brotliDecompressSync(first).toString()).toBe(html);
  const thorough = await page.encoded.br!.thorough;
  const later = await cache.body(page, 'br');
  expect(later).toBe(thorough);
  expect(zlib.brotliDecompressSync(later).toString()).toBe(html);
  expect(later.length).toBeLessThan(first.length);
  expect(await cache.body(page, 'br')).toBe(later);

  const gzipFirst = await cache.body(page, 'gzip');
  expect(zlib.gunzipSync(gzipFirst).toString()).toBe(html);
  await page.encoded.gzip!.thorough;
  const gzipLater = await cache.body(page, 'gzip');
  expect(zlib.gunzipSync(gzipLater).toString()).toBe(html);
  expect(gzipLater.length).toBeLessThanOrEqual(gzipFirst.length);
  expect((await cache.body(page, undefined)).toString()).toBe(html);
});

test('a reply rendered for one request is compressed at the quick level, a kept page at the thorough one', async () => {
  const html = Buffer.from(Array.from({ length: 400 }, (_, i) => `<li>Invoice ${i} for ${(i * 37) % 1000} USD</li>`).join(''));
  // Brotli with a 256 KB window (2^18), not its 4 MB default: see compression.ts.
  const brotli = (quality: number) =>
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } });
  const quick = await compress(html, 'br');
  expect(quick).toEqual(brotli(3));
  expect(await compress(html, 'gzip')).toEqual(zlib.gzipSync(html, { level: 1 }));
  const thorough = await compress(html, 'br', 'thorough');
  expect(thorough).toEqual(brotli(11));
  expect(await compress(html, 'gzip', 'thorough')).toEqual(zlib.gzipSync(html, { level: 9 }));
});

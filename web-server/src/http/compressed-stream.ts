import { once } from 'node:events';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { brotliOptions, gzipOptions, type ContentEncoding } from './compression';

/**
 * Compresses HTML as it is produced, flushing after the first piece (the page's head), so the
 * browser has it while the rest is still being rendered.
 */
export function compressedStream(source: AsyncIterable<string | Buffer>, encoding: ContentEncoding): Readable {
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions('quick')) : zlib.createGzip(gzipOptions('quick'));
  void (async () => {
    let first = true;
    for await (const chunk of source) {
      if (!compressor.write(chunk)) await once(compressor, 'drain');
      if (first) compressor.flush();
      first = false;
    }
    compressor.end();
  })().catch((error: unknown) => compressor.destroy(error instanceof Error ? error : new Error(String(error))));
  return compressor;
}

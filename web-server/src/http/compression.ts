import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send a generated reply in, from the request's Accept-Encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip']) as ContentEncoding | null) ?? undefined;
}

/**
 * How hard a reply is compressed. `quick` for HTML rendered for one request: brotli 3 (gzip 1
 * for the few clients without brotli) costs a fraction of the render: for the 30 KB home page,
 * streamed with its head flushed as pages then were, 0.22 ms of CPU against 0.68 ms at brotli 5 (from quality 4 on,
 * brotli searches its hash chains), for 9.0 KB against 7.9 KB, which a 1.6 Mbps phone receives
 * in 5 ms more. `thorough` for a page the page cache keeps and sends many times: compressed
 * once, off the request's path, at the best ratio (brotli 11: 7.1 KB, for about 170 times brotli 3's CPU).
 */
export type CompressionEffort = 'quick' | 'thorough';

const brotliQuality: Record<CompressionEffort, number> = { quick: 3, thorough: zlib.constants.BROTLI_MAX_QUALITY };
const gzipLevel: Record<CompressionEffort, number> = {
  quick: zlib.constants.Z_BEST_SPEED,
  thorough: zlib.constants.Z_BEST_COMPRESSION,
};

/**
 * Brotli's window: 256 KB, which holds any page whole, instead of its 4 MB default. A compressor
 * allocates its window when it starts, and a page rendered per request starts one: ten at a time,
 * allocating 4 MB each cost more than the compression itself (the home page rendered per
 * request, 2026-12-07: 472 against 761 requests/s, the same 9.0 KB sent).
 */
const BROTLI_WINDOW_BITS = 18;

/** A brotli compressor's options at `effort` (with `gzipOptions`, the one place the levels are chosen). */
export function brotliOptions(effort: CompressionEffort): zlib.BrotliOptions {
  return {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort], [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
  };
}

export function gzipOptions(effort: CompressionEffort): zlib.ZlibOptions {
  return { level: gzipLevel[effort] };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a generated reply (in zlib's thread pool, not on the event loop). */
export function compress(body: string | Buffer, encoding: ContentEncoding, effort: CompressionEffort = 'quick'): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(effort)) : gzip(body, gzipOptions(effort));
}

import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send a generated reply in, from the request's Accept-Encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip']) as ContentEncoding | null) ?? undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a generated reply; brotli at a quality that costs about as much CPU as gzip. */
export function compress(body: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(body);
}

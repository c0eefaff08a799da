import type { RenderShell } from '@rcm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { compressedStream } from '../http/compressed-stream';
import { negotiateEncoding } from '../http/compression';
import type { PageCache } from './page-cache';
import type { PagePlan } from './page-plan';
import { renderPageHtml } from './render-page-html';

/**
 * A CDN may keep a complete page for a few seconds, then must revalidate it (the ETag names the
 * releases it was rendered from, so an unchanged page costs a 304); browsers always revalidate.
 */
const CACHEABLE_PAGE = 'public, max-age=0, s-maxage=10, must-revalidate';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Collects what passes through, then hands it over once complete. */
async function* teed(source: AsyncIterable<string>, done: (html: Buffer) => void): AsyncGenerator<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) {
    chunks.push(Buffer.from(chunk));
    yield chunk;
  }
  done(Buffer.concat(chunks));
}

/**
 * Sends a planned page: a 304 when the client has it, the cached HTML when this exact page was
 * rendered before, otherwise renders it as a stream (compressed as it goes) and keeps it.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { plan, cache, renderShell, log }: { plan: PagePlan; cache: PageCache; renderShell: RenderShell; log: (message: string) => void },
): Promise<FastifyReply> {
  reply.code(plan.status).type('text/html; charset=utf-8').header('Content-Security-Policy', plan.contentSecurityPolicy).header('Vary', 'Accept-Encoding');
  if (plan.key) {
    const etag = `"${plan.key}"`;
    reply.header('ETag', etag).header('Cache-Control', CACHEABLE_PAGE);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  } else {
    reply.header('Cache-Control', 'no-cache');
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  const cached = plan.key ? cache.get(plan.key) : undefined;
  if (cached) return reply.send(await cache.body(cached, encoding));

  const outcome = { pageRenderFailed: false };
  const key = plan.key;
  const html = renderPageHtml(plan, renderShell, log, outcome);
  const kept = key ? teed(html, (complete) => !outcome.pageRenderFailed && cache.set(key, complete)) : html;
  return reply.send(encoding ? compressedStream(kept, encoding) : Readable.from(kept));
}

import type { RenderShell } from '@rcm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { compressedStream } from '../http/compressed-stream';
import { compress, negotiateEncoding } from '../http/compression';
import type { PageMetrics } from '../metrics/page-metrics';
import type { PageCache } from './page-cache';
import type { PagePlan } from './page-plan';
import { renderPageHtml, type PageLog } from './render-page-html';

/**
 * A CDN may keep a complete page for a few seconds, then must revalidate it (the ETag names the
 * releases it was rendered from, so an unchanged page costs a 304); browsers always revalidate.
 */
const CACHEABLE_PAGE = 'public, max-age=0, s-maxage=10, must-revalidate';
/**
 * A page that depends on the visitor's cookies (a canary runs, or a preview): a shared cache
 * keyed by URL would hand one visitor's release to another. The browser still revalidates with
 * the ETag, which names the releases it was rendered from.
 */
const PERSONAL_PAGE = 'private, no-cache';
/** A page rendered for one visitor or one mailed link (see RemoteRoute.sameForEveryone): no cache keeps it. */
const PER_REQUEST_PAGE = 'private, no-store';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a planned page: a 304 when the client has it, the cached HTML when this exact page was
 * rendered before, otherwise renders it (see PageHtml: whole, or its head first) and keeps it. A page
 * whose stylesheets could not all be written into it in time is sent like a page without a key:
 * neither kept here nor by a CDN or browser, so the next request gets the complete page.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    plan,
    cache,
    renderShell,
    log,
    personal = false,
    metrics,
  }: {
    plan: PagePlan;
    cache: PageCache;
    renderShell: RenderShell;
    log: PageLog;
    personal?: boolean;
    metrics: Pick<PageMetrics, 'rendered' | 'pageCache'>;
  },
): Promise<FastifyReply> {
  const cacheControl = personal ? PERSONAL_PAGE : CACHEABLE_PAGE;
  reply
    .code(plan.status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', plan.contentSecurityPolicy)
    .header('Vary', 'Accept-Encoding');
  const etag = plan.key && `"${plan.key}"`;
  if (etag && matchesEtag(request.headers['if-none-match'], etag))
    return reply.code(304).header('ETag', etag).header('Cache-Control', cacheControl).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  const cached = plan.key ? cache.get(plan.key) : undefined;
  if (plan.key) metrics.pageCache(cached !== undefined);
  if (etag && cached)
    return reply
      .header('ETag', etag)
      .header('Cache-Control', cacheControl)
      .send(await cache.body(cached, encoding));

  const document = await plan.document();
  const key = document.stylesInlined ? plan.key : undefined;
  if (key) reply.header('ETag', `"${key}"`).header('Cache-Control', cacheControl);
  // A contact page answering a post holds what the visitor typed.
  else
    reply.header(
      'Cache-Control',
      plan.perRequest ? PER_REQUEST_PAGE : plan.contactPost ? 'no-store' : personal ? PERSONAL_PAGE : 'no-cache',
    );
  const outcome = { pageRenderFailed: false };
  const { page } = plan;
  const html = await renderPageHtml(plan, document, renderShell, log, outcome);
  // Counted once rendered (only then is it known whether the page fell back to the browser), and kept.
  const rendered = (whole: Buffer) => {
    if (page) metrics.rendered(page, outcome.pageRenderFailed);
    if (key && !outcome.pageRenderFailed) cache.set(key, whole);
  };
  if ('whole' in html) {
    rendered(html.whole);
    return reply.send(encoding ? await compress(html.whole, encoding) : html.whole);
  }
  async function* streamed(waiting: { head: string; rest: Promise<Buffer> }): AsyncGenerator<string | Buffer> {
    yield waiting.head;
    const rest = await waiting.rest;
    rendered(Buffer.concat([Buffer.from(waiting.head), rest]));
    yield rest;
  }
  return reply.send(encoding ? compressedStream(streamed(html), encoding) : Readable.from(streamed(html)));
}

import type { RenderShell, ServerRender } from '@rcm/shared';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { PageDocument, PagePlan } from './page-plan';

/** How long a part of a page that waits (for data, a lazy module) is waited for: this only stops a runaway. */
const RENDER_TIMEOUT_MS = 5_000;

interface ReactRender {
  /** Everything React rendered. */
  html: Buffer;
  /** The first error thrown while rendering, if any (React then left that part to the browser). */
  error?: unknown;
}

/**
 * Renders with React's streaming renderer (a page may suspend) and collects all of it once
 * everything in it is rendered, to go out as one piece: one write for the compressor and the
 * socket instead of one for each of React's 2 KB chunks. `onWaiting` is called when a part of
 * the page waits for something (data, a lazy module).
 */
function renderReact(element: ReactElement, onWaiting: () => void): Promise<ReactRender> {
  return new Promise((resolve, reject) => {
    let error: unknown;
    // Rendered, or failed: either way nothing waits.
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const render = renderToPipeableStream(element, {
      // One piece: React would otherwise send a large page in parts completed by inline
      // scripts, which the page's CSP rightly refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        settled = true;
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        const collector = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        collector.on('finish', () => resolve({ html: Buffer.concat(chunks), error }));
        collector.on('error', reject);
        // Once React is through the pass that completed the page: an abort completes it while still going through its tasks.
        queueMicrotask(() => render.pipe(collector));
      },
      onShellError(shellError) {
        settled = true;
        clearTimeout(timer);
        reject(shellError);
      },
      onError(renderError) {
        error ??= renderError;
      },
    });
    // React renders in a microtask it queues as it starts; by this one, queued after it, a page
    // that waits for nothing is all ready (or has failed), and needs no timer (timers were 2 % of its CPU profile).
    queueMicrotask(() => {
      if (settled) return;
      onWaiting();
      timer = setTimeout(() => render.abort(new Error(`Rendering took longer than ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
  });
}

/** How React marks a boundary it left to the browser (a part threw, or waited where it could not wait); text never holds it, escaped. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders a page that is complete in one pass (no part waits, none throws, as every page of ours
 * today) with React's string renderer, a quarter cheaper for the server than the streaming one
 * (2026-12-08, docs/performance.md) and the same HTML; any other page with the streaming
 * renderer, which waits for what waits and says what threw (rendering it a second time).
 */
function renderElement(element: ReactElement, onWaiting: () => void): Promise<ReactRender> {
  try {
    const html = renderToString(element);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return Promise.resolve({ html: Buffer.from(html) });
  } catch {
    // The frame itself waited or threw: the streaming renderer says which.
  }
  return renderReact(element, onWaiting);
}

/** Where a page's problems are said: the request's own log (its id on every line), with the remote and release at fault. */
export type PageLog = (message: string, fault?: { remote: string; release: string }) => void;

/**
 * A page's HTML: `whole` when React rendered it without waiting (every page of ours today),
 * sent as one piece; when a part of it waits, its `head` at once, so the browser starts on the
 * stylesheets and scripts, and the `rest` once everything has arrived. Streaming costs the server
 * about a tenth of its pages per second (the head compressed and written apart, a chunked reply),
 * which buys nothing when the whole page is ready a millisecond later.
 */
export type PageHtml = { whole: Buffer } | { head: string; rest: Promise<Buffer> };

/**
 * Renders the shell's layout with the page into the document. A page that throws while
 * rendering on the server is left to the browser (its slot waits for it, as for a remote that
 * is down), with a log line: never an error page.
 */
export function renderPageHtml(
  plan: PagePlan,
  document: PageDocument,
  renderShell: RenderShell,
  log: PageLog,
  outcome: { pageRenderFailed: boolean } = { pageRenderFailed: false },
): Promise<PageHtml> {
  return new Promise((resolve, reject) => {
    let waiting = false;
    const onWaiting = () => {
      if (waiting) return;
      waiting = true;
      resolve({ head: document.before, rest });
    };
    const rest = renderBody(plan, document, renderShell, log, outcome, onWaiting);
    rest.then((body) => {
      if (!waiting) resolve({ whole: Buffer.concat([Buffer.from(document.before), body]) });
    }, reject);
  });
}

/** What goes after the document's head: the layout with the page, and the rest of the document. */
async function renderBody(
  plan: PagePlan,
  document: PageDocument,
  renderShell: RenderShell,
  log: PageLog,
  outcome: { pageRenderFailed: boolean },
  onWaiting: () => void,
): Promise<Buffer> {
  // The origin is never written into the page; the query only reaches pages rendered per request.
  const url = new URL(plan.address, 'http://localhost').href;
  // The posted form's answer and the signed-in visitor go to the browser even when it renders
  // the page itself: the layout (the navbar's links) was rendered with them.
  const forBrowser: Omit<ServerRender, 'page'> = {
    ...(plan.contactPost ? { contactPost: plan.contactPost } : {}),
    ...(plan.visitor ? { visitor: plan.visitor } : {}),
  };
  // What the layout shows whichever way the page is rendered (the banner of a preview).
  const layoutInput = { url, ...forBrowser, ...(plan.preview ? { preview: plan.preview } : {}) };
  let serverRender: ServerRender = plan.page ? { page: { remote: plan.page.remote, module: plan.page.module }, ...forBrowser } : forBrowser;
  let render: ReactRender | undefined;
  try {
    render = await renderElement((await renderShell({ ...layoutInput, ...(plan.page ? { page: plan.page } : {}) })).element, onWaiting);
    if (render.error !== undefined && plan.page) {
      log(
        `${plan.page.remote} ${plan.page.module} threw while rendering ${plan.pathname} on the server; the browser renders the page: ${String(render.error)}`,
        { remote: plan.page.remote, release: plan.page.release },
      );
      outcome.pageRenderFailed = true;
      serverRender = forBrowser;
      render = await renderElement((await renderShell(layoutInput)).element, onWaiting);
    }
  } catch (error) {
    // The layout itself failed: the root stays empty and the browser renders the whole site.
    log(`the shell's layout failed to render ${plan.pathname} on the server: ${String(error)}`);
    outcome.pageRenderFailed = true;
    render = undefined;
  }
  const after = Buffer.from(document.after(render ? serverRender : {}));
  return render ? Buffer.concat([render.html, after]) : after;
}

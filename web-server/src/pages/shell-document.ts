import { INLINE_RUNTIME_CONFIG_ID, SERVER_RENDER_ID, type HeadTag, type ServerRender } from '@rcm/shared';
import { dataBlock, headTagHtml, linkHtml } from './html';

/** What the server adds to the shell's built `index.html` for one page. */
export interface DocumentParts {
  /** The runtime config the page runs with (the one the server rendered with). */
  config: unknown;
  headTags: HeadTag[];
  /** Stylesheets the server-rendered page needs to look right at first paint. */
  stylesheets: string[];
  /** Files the page will need, fetched while the shell's bundle downloads. */
  preloads: Array<{ href: string; as: 'style' | 'script' | 'fetch' }>;
  /** Whether the HTML holds the page itself (then the "needs JavaScript" notice goes). */
  pageInHtml: boolean;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const ROOT = /<div id="?root"?><\/div>/;

/**
 * The shell's page around its root: the part before the rendered body (ending with the root
 * element's opening tag, sent first so the browser starts on the stylesheets and scripts) and
 * the part after it (which says what the server rendered).
 */
export function shellDocument(template: string, parts: DocumentParts): { before: string; after: (serverRender: ServerRender) => string } {
  if (!TITLE.test(template) || !ROOT.test(template)) throw new Error("The shell's index.html has no <title> or no root element");
  const head = [
    ...parts.headTags.map(headTagHtml),
    dataBlock(INLINE_RUNTIME_CONFIG_ID, parts.config),
    ...parts.stylesheets.map((href) => linkHtml({ rel: 'stylesheet', href })),
    ...parts.preloads.map(({ href, as }) => linkHtml(as === 'fetch' ? { rel: 'preload', href, as, crossorigin: 'anonymous' } : { rel: 'preload', href, as })),
  ].join('');
  let html = template.replace(DESCRIPTION, '').replace(TITLE, head);
  if (parts.pageInHtml) html = html.replace(NOSCRIPT, '');
  const [before, rest] = html.split(ROOT) as [string, string];
  return {
    before: `${before}<div id="root">`,
    after: (serverRender) => `</div>${dataBlock(SERVER_RENDER_ID, serverRender)}${rest}`,
  };
}

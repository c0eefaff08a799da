import { INLINE_RUNTIME_CONFIG_ID, SERVER_RENDER_ID, type HeadTag, type ServerRender } from '@rcm/shared';
import { dataBlock, headTagHtml, linkHtml } from './html';

/** What the server adds to the shell's built `index.html` for one page. */
export interface DocumentParts {
  /** The runtime config the page runs with (the one the server rendered with). */
  config: unknown;
  headTags: HeadTag[];
  /** Stylesheets the server-rendered page needs to look right at first paint (after the shell's). */
  stylesheets: string[];
  /** Stylesheets (the shell's, the page's) by address, with what they hold: written into the page instead of linked. */
  inlineStyles: ReadonlyMap<string, string>;
  /** Files the page will need, fetched while the shell's bundle downloads. */
  preloads: Array<{ href: string; as: 'style' | 'script' | 'fetch' }>;
  /** Whether the HTML holds the page itself (then the "needs JavaScript" notice goes). */
  pageInHtml: boolean;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const ROOT = /<div id="?root"?><\/div>/;
const STYLESHEET_LINK = /<link href="?([^"\s>]+)"? rel="?stylesheet"?>/g;

/** The stylesheets the built page links (the shell's own), in order. */
export function templateStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map(([, href]) => href as string);
}

/**
 * The shell's page around its root: the part before the rendered body (ending with the root
 * element's opening tag, sent first so the browser starts on the stylesheets and scripts) and
 * the part after it (which says what the server rendered).
 */
export function shellDocument(template: string, parts: DocumentParts): { before: string; after: (serverRender: ServerRender) => string } {
  if (!TITLE.test(template) || !ROOT.test(template)) throw new Error("The shell's index.html has no <title> or no root element");
  const stylesheet = (href: string) => {
    const css = parts.inlineStyles.get(href);
    return css === undefined ? linkHtml({ rel: 'stylesheet', href }) : `<style>${css}</style>`;
  };
  const head = [
    ...parts.headTags.map(headTagHtml),
    dataBlock(INLINE_RUNTIME_CONFIG_ID, parts.config),
    ...parts.preloads.map(({ href, as }) =>
      linkHtml(as === 'fetch' ? { rel: 'preload', href, as, crossorigin: 'anonymous' } : { rel: 'preload', href, as }),
    ),
  ].join('');
  let html = template
    .replace(DESCRIPTION, '')
    .replace(TITLE, head)
    .replace(STYLESHEET_LINK, (link, href: string) => (parts.inlineStyles.has(href) ? stylesheet(href) : link))
    // The page's own styles after the shell's, in the order the browser would load them.
    .replace('</head>', `${parts.stylesheets.map(stylesheet).join('')}</head>`);
  if (parts.pageInHtml) html = html.replace(NOSCRIPT, '');
  const [before, rest] = html.split(ROOT) as [string, string];
  return {
    before: `${before}<div id="root">`,
    after: (serverRender) => `</div>${dataBlock(SERVER_RENDER_ID, serverRender)}${rest}`,
  };
}

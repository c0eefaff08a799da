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

/** The shell's built page cut where each page's parts go. */
interface TemplateCuts {
  /** Up to the built `<title>`, which the page's head tags replace. */
  beforeTitle: string;
  /** From the title to `</head>` (the built description left out): text, and the stylesheet links with their addresses. */
  headRest: Array<string | { href: string; link: string }>;
  /** From `</head>` up to the root element, with the "needs JavaScript" notice and without. */
  bodyStart: { withNotice: string; withoutNotice: string };
  /** After the root element. */
  afterRoot: string;
}

/** The shell's built `index.html` as sent (`html`, for a site without a readable config) and cut where each page's parts go. */
export interface ShellTemplate {
  html: string;
  cuts: TemplateCuts;
}

/**
 * Cuts the shell's built page once, when a new build is read (`followedFile`), so each page is put
 * together without searching it; a build without a title, head end and root element in that order is refused.
 */
export function shellTemplate(built: string): ShellTemplate {
  const html = built.replace(DESCRIPTION, '');
  const title = TITLE.exec(html);
  const root = ROOT.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!title || !root || headEnd < title.index || root.index < headEnd)
    throw new Error("The shell's index.html has no <title>, </head> or root element in that order");
  const head = html.slice(title.index + title[0].length, headEnd);
  const headRest: TemplateCuts['headRest'] = [];
  let from = 0;
  for (const match of head.matchAll(STYLESHEET_LINK)) {
    headRest.push(head.slice(from, match.index), { href: match[1] as string, link: match[0] });
    from = match.index + match[0].length;
  }
  headRest.push(head.slice(from));
  const bodyStart = html.slice(headEnd, root.index);
  return {
    html: built,
    cuts: {
      beforeTitle: html.slice(0, title.index),
      headRest,
      bodyStart: { withNotice: bodyStart, withoutNotice: bodyStart.replace(NOSCRIPT, '') },
      afterRoot: html.slice(root.index + root[0].length),
    },
  };
}

/** The stylesheets the built page links in its head (the shell's own), in order. */
export function templateStylesheets(template: ShellTemplate): string[] {
  return template.cuts.headRest.flatMap((cut) => (typeof cut === 'string' ? [] : [cut.href]));
}

/**
 * The shell's page around its root: the part before the rendered body (ending with the root
 * element's opening tag, sent first so the browser starts on the stylesheets and scripts) and
 * the part after it (which says what the server rendered).
 */
export function shellDocument(
  { cuts }: ShellTemplate,
  parts: DocumentParts,
): { before: string; after: (serverRender: ServerRender) => string } {
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
    ...cuts.headRest.map((cut) => (typeof cut === 'string' ? cut : parts.inlineStyles.has(cut.href) ? stylesheet(cut.href) : cut.link)),
    // The page's own styles after the shell's, in the order the browser would load them.
    ...parts.stylesheets.map(stylesheet),
  ].join('');
  const bodyStart = parts.pageInHtml ? cuts.bodyStart.withoutNotice : cuts.bodyStart.withNotice;
  return {
    before: `${cuts.beforeTitle}${head}${bodyStart}<div id="root">`,
    after: (serverRender) => `</div>${dataBlock(SERVER_RENDER_ID, serverRender)}${cuts.afterRoot}`,
  };
}

import { INLINE_RUNTIME_CONFIG_ID, pageHeadTags, SERVER_RENDER_ID, siteMetadata } from '@rcm/shared';
import { shellDocument, shellTemplate, templateStylesheets, type DocumentParts } from './shell-document';

// As html-webpack-plugin minifies it: attributes unquoted where it can.
const built =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Default — title</title><meta name=description content="Default description"><script defer src=/main.js></script></head><body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';
const template = shellTemplate(built);
const config = { remotes: { marketing: 'https://m.example/mf-manifest.json' } };
const parts = (overrides: Partial<DocumentParts> = {}): DocumentParts => ({
  config,
  headTags: pageHeadTags({ title: 'About Us | Clarity RCM', description: 'About "us" & <them>' }, 'https://site.example/about'),
  stylesheets: [],
  inlineStyles: new Map(),
  preloads: [],
  pageInHtml: true,
  ...overrides,
});
const html = (document: ReturnType<typeof shellDocument>, serverRender = {}) =>
  `${document.before}<p>body</p>${document.after(serverRender)}`;

test("the page's head replaces the template's title and description, escaped and marked as the server's", () => {
  const page = html(shellDocument(template, parts()));
  expect(page).not.toContain('Default');
  expect(page.match(/<title/g)).toHaveLength(1);
  expect(page).toContain('<title data-server-head>About Us | Clarity RCM</title>');
  expect(page).toContain('<meta name="description" content="About &quot;us&quot; &amp; &lt;them>" data-server-head="">');
  expect(page).toContain('<link rel="canonical" href="https://site.example/about" data-server-head="">');
});

test('inlines the runtime config and what the server rendered as JSON data blocks nothing can break out of', () => {
  const hostile = { ...config, appwrite: { projectId: '</script><script>alert(1)</script>&' } };
  const page = html(shellDocument(template, parts({ config: hostile })), { page: { remote: 'marketing', module: './About' } });
  expect(page.match(/<\/script>/g)).toHaveLength(3); // the two blocks' and main.js's
  const block = (id: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1] ?? 'null');
  expect(block(INLINE_RUNTIME_CONFIG_ID).appwrite.projectId).toBe('</script><script>alert(1)</script>&');
  expect(block(SERVER_RENDER_ID)).toEqual({ page: { remote: 'marketing', module: './About' } });
});

test('the body goes inside the root; stylesheets and preloads go in the head', () => {
  const document = shellDocument(
    template,
    parts({
      stylesheets: ['https://m.example/a.css'],
      preloads: [
        { href: 'https://m.example/mf-manifest.json', as: 'fetch' },
        { href: 'https://m.example/a.js', as: 'script' },
      ],
    }),
  );
  expect(document.before.endsWith('<div id="root">')).toBe(true);
  const head = document.before.slice(0, document.before.indexOf('</head>'));
  expect(head).toContain('<link rel="stylesheet" href="https://m.example/a.css">');
  expect(head).toContain('<link rel="preload" href="https://m.example/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(head).toContain('<link rel="preload" href="https://m.example/a.js" as="script">');
});

test('the "needs JavaScript" notice stays only when the page itself is not in the HTML', () => {
  expect(html(shellDocument(template, parts()))).not.toContain('<noscript>');
  expect(
    html(shellDocument(template, parts({ pageInHtml: false, headTags: pageHeadTags(siteMetadata, 'https://site.example/login') }))),
  ).toContain('<noscript>Needs JavaScript.</noscript>');
});

test("stylesheets that could be read are written into the page, the page's after the shell's", () => {
  const withStylesheet = shellTemplate(built.replace('</head>', '<link href=/main.css rel=stylesheet></head>'));
  const document = shellDocument(
    withStylesheet,
    parts({
      stylesheets: ['https://m.example/page.css', 'https://m.example/other.css'],
      inlineStyles: new Map([
        ['/main.css', 'body{margin:0}'],
        ['https://m.example/page.css', '.page{color:red}'],
      ]),
    }),
  );
  const head = document.before.slice(0, document.before.indexOf('</head>'));
  expect(head).not.toContain('href=/main.css');
  expect(head).toMatch(
    /<style>body\{margin:0\}<\/style><style>\.page\{color:red\}<\/style><link rel="stylesheet" href="https:\/\/m\.example\/other\.css">$/,
  );
});

test("the shell's stylesheets are read from its head, in order, and left linked when not read", () => {
  const withStylesheets = shellTemplate(
    built.replace('</head>', '<link href=/one.css rel=stylesheet><link href=/two.css rel=stylesheet></head>'),
  );
  expect(templateStylesheets(withStylesheets)).toEqual(['/one.css', '/two.css']);
  expect(html(shellDocument(withStylesheets, parts()))).toContain(
    '<link href=/one.css rel=stylesheet><link href=/two.css rel=stylesheet></head>',
  );
  expect(templateStylesheets(template)).toEqual([]);
});

test('the built page is kept as it came, for a site whose config cannot be read', () => {
  expect(template.html).toBe(built);
});

test('a template without a title, a head or a root element in order is refused', () => {
  expect(() => shellTemplate(built.replace(/<title>.*<\/title>/, ''))).toThrow(/no <title>/);
  expect(() => shellTemplate(built.replace('<div id=root></div>', ''))).toThrow(/root element/);
  expect(() => shellTemplate(built.replace('<div id=root></div>', '').replace('<head>', '<head><div id=root></div>'))).toThrow(
    /in that order/,
  );
});

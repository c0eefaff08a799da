import { jsonForHtml, SERVER_HEAD_ATTRIBUTE, type HeadTag } from '@rcm/shared';

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A JSON data block: it runs nothing, so the CSP needs no exception for it. */
export function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;
}

function attributes(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** A `<head>` element as HTML, marked as the server's (the shell replaces it once hydrated). */
export function headTagHtml(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeText(tag.text)}</title>`;
  if (tag.tag === 'json-ld') return `<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${jsonForHtml(tag.json)}</script>`;
  return `<${tag.tag}${attributes({ ...tag.attributes, [SERVER_HEAD_ATTRIBUTE]: '' })}>`;
}

export function linkHtml(values: Readonly<Record<string, string>>): string {
  return `<link${attributes(values)}>`;
}

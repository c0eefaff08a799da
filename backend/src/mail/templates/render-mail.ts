import { toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlainTextContext } from './plain-text-context';
import type { RenderedMail } from './rendered-mail';

/**
 * The doctype React Email's render() writes: Outlook on Windows lays a mail out by it
 * (renderToStaticMarkup writes none of its own; a test checks there is one).
 * (render() itself is not used: it loads react-dom/server with a dynamic import(), which Jest
 * cannot run without experimental flags. Its conversion to text, toPlainText, is used as is.)
 */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// html-to-text shouts headings in capitals by default; a title reads better as written.
const TEXT_OPTIONS = { selectors: [{ selector: 'h1', options: { uppercase: false } }] };

/** Names in a subject come from a form: a line break there would start a new mail header. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The HTML and the text version come from the same element, so the two never say different
 * things. React escapes every value it puts in the HTML; html-to-text decodes the entities
 * again for the text version.
 */
export function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  // Synchronous underneath; a promise so a template may later load something without changing its callers.
  const html = DOCTYPE + renderToStaticMarkup(element);
  const text = toPlainText(renderToStaticMarkup(createElement(PlainTextContext.Provider, { value: true }, element)), TEXT_OPTIONS);
  return Promise.resolve({ subject: oneLine(subject), html, text });
}

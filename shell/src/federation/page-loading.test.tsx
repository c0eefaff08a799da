import { brand } from '@rcm/shared';
import { renderToString } from 'react-dom/server';
import { PageLoading } from './page-loading';

test('without JavaScript, the place of a page rendered in the browser says it needs JavaScript and gives the phone number (WEB-6)', () => {
  const html = renderToString(<PageLoading />);
  const notice = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? '';
  expect(notice).toContain('<h1 id="needs-javascript-title">This page needs JavaScript</h1>');
  expect(notice).toContain(`<a href="${brand.phoneHref}">${brand.phoneDisplay}</a>`);
  // The spinner stays for a visitor whose JavaScript is still on its way; CSS hides it without.
  expect(html.replace(/<noscript>.*<\/noscript>/s, '')).toContain('Loading…');
});

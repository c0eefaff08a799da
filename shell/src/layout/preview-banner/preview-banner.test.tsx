import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { PreviewBanner, PreviewContext } from './preview-banner';

const preview = { remote: 'marketing' as const, release: '2026-12-06-1a2b3c4', exitPath: '/preview-release/exit' };
const banner = (value = preview) => (
  <PreviewContext value={value}>
    <PreviewBanner />
  </PreviewContext>
);

test('a preview shows the banner, naming the remote and the release, with a link that ends it', () => {
  render(banner());
  expect(screen.getByRole('status')).toHaveTextContent('Previewing marketing 2026-12-06-1a2b3c4 — Exit preview');
  expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/preview-release/exit');
});

test('without a preview there is no banner', () => {
  render(<PreviewBanner />);
  expect(screen.queryByRole('status')).toBeNull();
});

test("the server's banner hydrates as it is, without a mismatch", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(banner());
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, banner(), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('Previewing marketing 2026-12-06-1a2b3c4 — Exit preview');
});

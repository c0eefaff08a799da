import { paths, UNEXPECTED_ERROR_HEADING } from '@rcm/shared';
import { screen } from '@testing-library/react';
import { insights } from '../../content/insights';
import InsightPage from './insight-page';
import { renderPage } from '@rcm/shared/testing/react';

function renderAt(path: string) {
  renderPage(path, { [paths.insight(':slug')]: <InsightPage /> });
}

test.each(insights.map((insight) => [insight.slug, insight] as const))('/insights/%s shows its article', (slug, insight) => {
  renderAt(paths.insight(slug));
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(insight.title);
  for (const section of insight.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', paths.contact);
});

test('an unknown slug reads as the error screen with a way home', () => {
  renderAt(paths.insight('no-such-article'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(UNEXPECTED_ERROR_HEADING);
  expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', paths.home);
});

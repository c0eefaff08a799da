import { paths } from '@rcm/shared';
import { renderPage } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
import { insights } from '../../content/insights';
import InsightPage from '../insight/insight-page';
import InsightsPage from './insights-page';
import { metadata } from './metadata';

test('/insights lists the three articles, each a link to its page with its date, and each article links back (WEB-7)', () => {
  renderPage(paths.insights, { [paths.insights]: <InsightsPage /> });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Insights from our billing team');
  expect(insights).toHaveLength(3);
  for (const insight of insights) {
    const link = screen.getByRole('link', { name: new RegExp(insight.title) });
    expect(link).toHaveAttribute('href', paths.insight(insight.slug));
    expect(link).toHaveTextContent(insight.published);
  }
  expect(metadata.modified).toBe('2026-10-14');
});

test("an article's eyebrow leads to the index", () => {
  renderPage(paths.insight(insights[0]!.slug), { [paths.insight(':slug')]: <InsightPage /> });
  expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', paths.insights);
});

import { brand, paths } from '@rcm/shared';
import { renderPage } from '@rcm/shared/testing/react';
import { screen, within } from '@testing-library/react';
import { insights } from '../../content/insights';
import HomePage from './home-page';

test('the tagline heads the page; teasers open their articles; Why Choose Us leads to contact', () => {
  renderPage(paths.home, { [paths.home]: <HomePage /> });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(brand.tagline);
  const teasers = within(screen.getByRole('list', { name: 'Insights' })).getAllByRole('link');
  expect(teasers.map((link) => link.getAttribute('href'))).toEqual(insights.map((insight) => paths.insight(insight.slug)));
  expect(screen.getByRole('heading', { level: 2, name: 'Your Trusted Partner' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Our services' })).toBeInTheDocument();
  const why = screen.getByRole('heading', { level: 2, name: 'Why Choose Us' }).closest('section')!;
  expect(within(why).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', paths.contact);
});

import { paths, servicePackages, services } from '@rcm/shared';
import { renderPage } from '@rcm/shared/testing/react';
import { screen, within } from '@testing-library/react';
import ServicesPage from './services-page';

test('explains the four services and prices the three packages, with a way to get started', () => {
  renderPage(paths.services, { [paths.services]: <ServicesPage /> });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const service of services) {
    const card = screen.getByRole('article', { name: service.name });
    for (const bullet of service.bullets) expect(within(card).getByText(bullet)).toBeInTheDocument();
  }
  for (const servicePackage of servicePackages) {
    const card = screen.getByRole('article', { name: servicePackage.name });
    expect(within(card).getByText(`$${servicePackage.monthlyPriceUsd}`)).toBeInTheDocument();
    expect(within(card).getByText('/month')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(servicePackage.features);
  }
  expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', paths.login);
});

import { services } from '@rcm/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceTabs } from './service-tabs';

const panelHeading = () => screen.getByRole('tabpanel').querySelector('h3')?.textContent;
const picture = () => screen.getByRole('tabpanel').querySelector('svg')?.getAttribute('data-illustration');

test('the first tab is selected by default', () => {
  render(<ServiceTabs />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(services.map((service) => service.name));
  expect(screen.getByRole('tab', { name: 'Claims Management' })).toHaveAttribute('aria-selected', 'true');
  expect(panelHeading()).toBe(services[0]!.heading);
  expect(picture()).toBe('1');
});

test('pointing at a tab switches heading, bullets and picture', () => {
  render(<ServiceTabs />);
  fireEvent.pointerEnter(screen.getByRole('tab', { name: 'Denial Management' }));
  expect(screen.getByRole('tab', { name: 'Denial Management' })).toHaveAttribute('aria-selected', 'true');
  expect(panelHeading()).toBe(services[3]!.heading);
  expect(screen.getByText(services[3]!.bullets[0]!)).toBeInTheDocument();
  expect(picture()).toBe('4');
});

test('keyboard focus and arrow keys move the selection, as does a tap', async () => {
  render(<ServiceTabs />);
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Claims Management' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Insurance Verification' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Denial Management' })).toHaveFocus();
  await userEvent.click(screen.getByRole('tab', { name: 'Detailed Reports & Analytics' }));
  expect(panelHeading()).toBe(services[2]!.heading);
});

import { userDataStore, type NewsletterSubscriberRow } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserBar } from '../../testing/browser-bar';
import { staffMember } from '../../testing/staff-member';
import SubscribersPage from './subscribers-page';

const subscriber = (email: string): NewsletterSubscriberRow => ({
  email,
  status: 'confirmed',
  createdAt: '2026-11-27T12:00:00.000+00:00',
  confirmedAt: '',
});

const api = installFakeFetch(() => ({
  'GET /staff/subscribers': ok({ nextCursor: 'c1', items: [subscriber('a@example.com')] }),
}));

beforeEach(() => userDataStore.save(staffMember));

test("the page is kept in the address, as every list's: Back returns to the page before", async () => {
  renderPage('/staff/subscribers', {
    '/staff/subscribers': (
      <>
        <SubscribersPage />
        <BrowserBar />
      </>
    ),
  });
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
  await userEvent.click(await screen.findByRole('button', { name: 'Older' }));
  await waitFor(() => expect(address()).toBe('/staff/subscribers?page=c1'));
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(address()).toBe('/staff/subscribers'));
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
  expect(api.to('GET /staff/subscribers').map((request) => request.path)).toEqual([
    '/staff/subscribers',
    '/staff/subscribers?cursor=c1',
    '/staff/subscribers',
  ]);
});

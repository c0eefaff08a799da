import { userDataStore, type NewsletterSubscriberRow } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
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

/** The subscribers page at `url`, with the browser's bar. */
function renderAt(url: string) {
  renderPage(url, {
    '/staff/subscribers': (
      <>
        <SubscribersPage />
        <BrowserBar />
      </>
    ),
  });
}

test("the page is kept in the address, as every list's, so Back and a bookmark return to it", async () => {
  renderAt('/staff/subscribers');
  await userEvent.click(await screen.findByRole('button', { name: 'Older' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/staff/subscribers?page=c1');
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await screen.findByText('Page 1');
  expect(api.to('GET /staff/subscribers').map((request) => request.path)).toEqual([
    '/staff/subscribers',
    '/staff/subscribers?cursor=c1',
    '/staff/subscribers',
  ]);
});

test('a bookmarked page opens at that page', async () => {
  renderAt('/staff/subscribers?page=c1&page=c2');
  expect(await screen.findByText('Page 3')).toBeInTheDocument();
  expect(api.to('GET /staff/subscribers').map((request) => request.path)).toEqual(['/staff/subscribers?cursor=c2']);
});

import { userDataStore, type SubscriptionRow } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMember } from '../../testing/staff-member';
import { BrowserBar } from '../../testing/browser-bar';
import SubscriptionsPage from './subscriptions-page';

const row = (id: number, fields: Partial<SubscriptionRow>): SubscriptionRow => ({
  id,
  username: 'maria@old.example',
  email: 'maria@new.example',
  package: 'silver',
  status: 'replaced',
  paidUntil: '2026-12-27T12:00:00.000+00:00',
  since: '2026-11-27T12:00:00.000+00:00',
  cardLast4: '4242',
  cancelledAt: '',
  ...fields,
});

const api = installFakeFetch(() => ({
  'GET /staff/subscriptions': ok({
    nextCursor: null,
    items: [row(2, { package: 'gold', status: 'cancelled', cancelledAt: '2026-11-28T10:00:00.000+00:00' }), row(1, {})],
  }),
}));

beforeEach(() => userDataStore.save(staffMember));

test("each row shows the customer's current address, the package's status and its paid-until date", async () => {
  renderPage('/staff/subscriptions', { '/staff/subscriptions': <SubscriptionsPage /> });
  const table = await screen.findByRole('table', { name: 'Customer subscriptions, newest first' });
  const [, gold, silver] = within(table).getAllByRole('row');
  expect(gold).toHaveTextContent('maria@new.example');
  expect(gold).not.toHaveTextContent('maria@old.example');
  expect(gold).toHaveTextContent(/Cancelled \(until Dec 27, 2026\)/);
  expect(silver).toHaveTextContent('Replaced');
  expect(within(table).getByRole('columnheader', { name: 'Paid until' })).toBeInTheDocument();
});

test('the search by email is kept in the address and sent to the API, and Back returns to the list before', async () => {
  renderPage('/staff/subscriptions', {
    '/staff/subscriptions': (
      <>
        <SubscriptionsPage />
        <BrowserBar />
      </>
    ),
  });
  await screen.findByRole('table', { name: 'Customer subscriptions, newest first' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'maria');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/staff/subscriptions?q=maria');
  await screen.findByRole('table', { name: 'Customer subscriptions, newest first' });
  expect(api.to('GET /staff/subscriptions').map((request) => request.path)).toEqual([
    '/staff/subscriptions',
    '/staff/subscriptions?q=maria',
  ]);
  expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('maria');
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/staff\/subscriptions$/);
  expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('');
});

import { STAFF_LABEL, userDataStore } from '@rcm/shared';
import { apiError, appwriteUser } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Navbar } from './navbar';

const api = installFakeFetch({ 'GET /v1/account': appwriteUser({ labels: [STAFF_LABEL] }) });

const staffMember = { name: 'Jordan Reyes', username: 'jordan@clarityrcm.com', subscribtion: 'none', rc_score: 1, labels: [STAFF_LABEL] };

const renderNavbar = () =>
  render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );

const staffLinks = () => screen.queryAllByRole('link', { name: 'Staff', hidden: true });

afterEach(() => userDataStore.clear());

test('a staff member whose role the server no longer has loses the Staff link on the page load (ACC-12)', async () => {
  userDataStore.save(staffMember);
  api.on('GET /v1/account', appwriteUser({ labels: [] }));
  renderNavbar();
  await waitFor(() => expect(staffLinks()).toEqual([]));
  expect(userDataStore.getSnapshot()?.labels).toEqual([]);
  expect(api.to('GET /v1/account')[0]).toMatchObject({ credentials: 'include' });
});

test('a session that is over takes the Staff link away too', async () => {
  userDataStore.save(staffMember);
  api.on('GET /v1/account', apiError(401, 'general_unauthorized_scope'));
  renderNavbar();
  await waitFor(() => expect(staffLinks()).toEqual([]));
});

test('a staff member the server still knows as one keeps the link', async () => {
  userDataStore.save(staffMember);
  renderNavbar();
  await waitFor(() => expect(api.to('GET /v1/account')).toHaveLength(1));
  expect(staffLinks().length).toBeGreaterThan(0);
});

test('a customer is not asked about: no extra request on their pages', () => {
  userDataStore.save({ ...staffMember, labels: [] });
  renderNavbar();
  expect(api.requests).toEqual([]);
  expect(staffLinks()).toEqual([]);
});

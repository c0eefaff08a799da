import { twoStepMessages as text, twoStepSettingsPath } from '@rcm/shared/account-texts';
import { STAFF_REQUEST_HEADER, userDataStore, MORE_FACTORS_REQUIRED_TYPE } from '@rcm/shared';
import { apiError } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { staffMember } from '../../testing/staff-member';
import InboxPage from './inbox-page';

const api = installFakeFetch({ 'GET /staff/enquiries': apiError(401, MORE_FACTORS_REQUIRED_TYPE) });

beforeEach(() => userDataStore.save(staffMember));

function Here() {
  const { pathname, search, hash } = useLocation();
  return <h1>{`${pathname}${search}${hash}`}</h1>;
}

function renderInbox() {
  renderPage('/staff', { '/staff': <InboxPage />, '/login': <Here />, '*': <Here /> });
}

test('staff without two-step verification (the account API answers, the staff API says more factors) are told to set it up, with a link to it', async () => {
  api.on('GET /v1/account', { status: 200, body: { $id: 'u1', email: 'sam@clarity.example', mfa: false, labels: ['staff'] } });
  renderInbox();
  expect(await screen.findByRole('heading', { level: 1, name: text.staffSetUpTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: text.staffSetUpLink })).toHaveAttribute('href', twoStepSettingsPath);
  expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
  expect(api.to('GET /staff/enquiries')[0]?.headers[STAFF_REQUEST_HEADER]).toBe('1');
  expect(userDataStore.getSnapshot()).toEqual(staffMember);
});

test("a session that owes its code (the account API says so too) goes to the login's code step, which brings it back", async () => {
  api.on('GET /v1/account', apiError(401, MORE_FACTORS_REQUIRED_TYPE));
  renderInbox();
  expect(await screen.findByRole('heading', { name: '/login?next=%2Fstaff&step=code' })).toBeInTheDocument();
  // The login page asks for this session's code; the stored user is its business.
  expect(userDataStore.getSnapshot()).toEqual(staffMember);
});

test('no session at all behind the refusal: forgotten, and sent to log in', async () => {
  api.on('GET /v1/account', apiError(401, 'general_unauthorized_scope'));
  renderInbox();
  expect(await screen.findByRole('heading', { name: '/login?next=%2Fstaff' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('an account API that cannot be reached is said so, with a way to try again', async () => {
  api.on('GET /v1/account', { status: 503, body: {} });
  renderInbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

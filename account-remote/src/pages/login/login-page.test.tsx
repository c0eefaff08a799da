import { userDataStore } from '@rcm/shared';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
import LoginPage from './login-page';

// Showing the card or sending a stored user on asks the server nothing.
const api = installFakeFetch();
afterEach(() => expect(api.requests).toEqual([]));

function renderLogin(url = '/login') {
  renderPage(url, { '/login': <LoginPage />, '/profile': <h1>Profile page</h1>, '/staff': <h1>Staff page</h1> });
}

beforeEach(() => userDataStore.clear());

test('a visitor gets the login card, with one h1', () => {
  renderLogin();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
});

test('a stored user is sent on to the profile', () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 });
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
});

test('a stored user is sent back to the page that asked for the login, on this site only', () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 });
  renderLogin('/login?next=%2Fstaff');
  expect(screen.getByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
});

test('a return address on another site is ignored', () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 });
  renderLogin('/login?next=%2F%2Fevil.example');
  expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
});

/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { userDataStore } from '../../session/user-data-store';
import { loginStandInHeading } from './render-page';

/**
 * What every page does when the server says the session has ended: the visitor is on the login
 * stand-in (`renderPage`'s `/login`, with `search`: the way back), and the stored user is forgotten.
 */
export async function expectSentToLogInAgain(search = ''): Promise<void> {
  expect(await screen.findByRole('heading', { name: loginStandInHeading(search) })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
}

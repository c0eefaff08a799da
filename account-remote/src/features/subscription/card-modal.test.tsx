import { cardMessages, servicePackages, toastMessages, userDataStore } from '@rcm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import {
  apiError,
  heldReply,
  installModalDialogStandIn,
  ok,
  sampleCard,
  sessionJwt,
  subscriptionQuote,
  unreachable,
} from '@rcm/shared/testing';
import { expectSentToLogInAgain, installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { reloadWithToast } from '../../lib/flash-toast';
import { CardModal } from './card-modal';

// The modal shows one toast at a time (`useFormToast`: a toast id, replaced while it shows).
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), isActive: jest.fn(() => false), update: jest.fn() } }));
// jsdom cannot reload the page.
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn() }));

const gold = servicePackages.find((servicePackage) => servicePackage.id === 'gold')!;
const onClose = jest.fn();

// The real Appwrite SDK (for the session's JWT) and site API client run against this fake network.
const api = installFakeFetch({ 'POST /v1/account/jwts': sessionJwt, 'GET /subscribtion/quote': subscriptionQuote() });
const payments = () => api.to('PUT /subscribtion');

beforeAll(installModalDialogStandIn);

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 });
});

function renderModal() {
  renderPage('/profile', {
    '/profile': <CardModal servicePackage={gold} username="maria@clinic.com" onClose={onClose} />,
    '/login': <h1>Login page</h1>,
  });
}

async function fillCard(card: Partial<Record<'Card Number' | 'Expiration Date' | 'CVV' | 'Cardholder Name', string>>) {
  for (const [label, value] of Object.entries(card)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const validCard = {
  'Card Number': sampleCard.number,
  'Expiration Date': sampleCard.expiration,
  CVV: sampleCard.cvv,
  'Cardholder Name': sampleCard.name,
};

test('is a dialog titled "Credit Card" for the chosen package, with the spec fields and limits', async () => {
  renderModal();
  // Before "Pay Now": what a first purchase charges today (the server's figures).
  expect(await screen.findByText('$50.00')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Credit Card' })).toBeInTheDocument();
  expect(screen.getByText('Gold package — $50/month')).toBeInTheDocument();
  expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxLength', '16');
  expect(screen.getByLabelText('Expiration Date')).toHaveAttribute('maxLength', '5');
  expect(screen.getByLabelText('Expiration Date')).toHaveAttribute('placeholder', 'MM/YY');
  expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '3');
  expect(screen.getByLabelText('Cardholder Name')).toBeInTheDocument();
});

test('each card rule shows its message in the spec order, and nothing is sent', async () => {
  renderModal();
  const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.number, expect.objectContaining({ toastId: expect.any(String) }));
  await fillCard({ 'Card Number': validCard['Card Number'], 'Expiration Date': '13/39' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.expiration, expect.objectContaining({ toastId: expect.any(String) }));
  await fillCard({ 'Expiration Date': validCard['Expiration Date'], CVV: '12' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.cvv, expect.objectContaining({ toastId: expect.any(String) }));
  await fillCard({ CVV: validCard.CVV, 'Cardholder Name': 'Mari' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.name, expect.objectContaining({ toastId: expect.any(String) }));
  // Only the figures were asked for: nothing was paid.
  expect(api.routes()).toEqual(['POST /v1/account/jwts', 'GET /subscribtion/quote']);
});

test('the message is also shown at its field inside the dialog, which gets the focus', async () => {
  renderModal();
  await fillCard({ 'Card Number': validCard['Card Number'], 'Expiration Date': validCard['Expiration Date'], CVV: '1' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  const cvv = screen.getByLabelText('CVV');
  expect(cvv).toHaveFocus();
  expect(cvv).toBeInvalid();
  expect(cvv).toHaveAccessibleDescription(cardMessages.cvv);
  expect(screen.getByLabelText('Card Number')).toBeValid();
  await userEvent.type(cvv, '23');
  expect(cvv).toBeValid();
  expect(screen.queryByText(cardMessages.cvv)).not.toBeInTheDocument();
});

test('a valid card subscribes once, updates userData and reloads with the confirmation', async () => {
  const answer = heldReply(ok({ message: 'ok' }));
  api.on('PUT /subscribtion', answer.route);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Processing…' }));
  answer.release();
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith('You have been subscribed to Gold package'));
  expect(payments()).toEqual([
    expect.objectContaining({
      url: 'http://localhost:4000/subscribtion',
      credentials: 'include',
      headers: expect.objectContaining({ 'x-appwrite-jwt': 'session-jwt' }),
      body: { username: 'maria@clinic.com', subscribtion: 'gold', creditCard: sampleCard.number },
    }),
  ]);
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('gold');
  // The card number went to the backend and nowhere else in the browser.
  expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(sampleCard.number);
});

test('a refused payment says "Subscribtion Failed, Please try again." and keeps the package', async () => {
  api.on('PUT /subscribtion', { status: 400, body: { message: 'bad' } });
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(toastMessages.subscriptionFailed, expect.objectContaining({ toastId: expect.any(String) })),
  );
  expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(toastMessages.subscriptionFailed);
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('none');
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('a 401 clears the stored user and sends the visitor to log in', async () => {
  api.on('PUT /subscribtion', { status: 401, body: { message: 'expired' } });
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await expectSentToLogInAgain();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.sessionExpired, expect.anything());
});

test('with no session left to prove (no JWT), the visitor is sent to log in without a payment attempt', async () => {
  // The first JWT went with the quote; the session ends before paying.
  api.on('POST /v1/account/jwts', [sessionJwt, apiError(401, 'general_unauthorized_scope', 'User (role: guests) missing scope (account)')]);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(payments()).toEqual([]);
});

test('with the server unreachable, the visitor stays logged in, is told, and keeps the card details', async () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@example.com', subscribtion: 'none', rc_score: 40 });
  // The first JWT went with the quote; the server is gone by the time of paying.
  api.on('POST /v1/account/jwts', [sessionJwt, unreachable]);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await within(screen.getByRole('dialog')).findByText(toastMessages.serverUnreachable)).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable, expect.objectContaining({ toastId: expect.any(String) }));
  expect(userDataStore.getSnapshot()).not.toBeNull();
  expect(screen.getByLabelText('Card Number')).toHaveValue(validCard['Card Number']);
  expect(payments()).toEqual([]);

  api.on('POST /v1/account/jwts', sessionJwt);
  api.on('PUT /subscribtion', unreachable);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(payments()).toHaveLength(1));
  expect(toast.error).toHaveBeenLastCalledWith(toastMessages.serverUnreachable, expect.objectContaining({ toastId: expect.any(String) }));
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('a checkout older than a recent login asks for the password once, in the dialog, and sends it with the card', async () => {
  const askAgain = 'For your security, please enter your password again to confirm this change.';
  api.on('PUT /subscribtion', [
    apiError(403, 'user_reauthentication_required', askAgain),
    apiError(403, 'user_invalid_credentials', 'The password is not correct.'),
    ok({ message: 'ok', subscribtion: 'gold' }),
  ]);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  const dialog = screen.getByRole('dialog');
  const password = await within(dialog).findByLabelText('Password');
  expect(within(dialog).getByText(askAgain)).toBeInTheDocument();
  await waitFor(() => expect(password).toHaveFocus());
  expect(toast.error).not.toHaveBeenCalled();
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('none');

  await userEvent.type(password, 'not-my-password');
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not correct.'));
  expect(password).toHaveFocus();

  await userEvent.clear(password);
  await userEvent.type(password, 'my-real-passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith('You have been subscribed to Gold package'));
  expect(payments().map((request) => request.body.password)).toEqual([undefined, 'not-my-password', 'my-real-passphrase']);
  // The password went to the server and nowhere else in the browser.
  expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('my-real-passphrase');
});

test('the small print says that no card is charged, and what a live checkout would use instead', async () => {
  renderModal();
  await screen.findByText('$50.00');
  const smallPrint = within(screen.getByRole('dialog')).getByText(/no card is charged/);
  expect(smallPrint).toHaveTextContent(
    "This is a demonstration checkout: no card is charged. Only the last four digits of your card are kept. A live checkout would take your card in our payment provider's own secure fields, so the number would never reach our servers.",
  );
});

test('the close icon closes it', async () => {
  renderModal();
  await screen.findByText('$50.00');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

import { cardMessages, servicePackages, toastMessages, userDataStore } from '@rcm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { AppwriteException } from '@rcm/shared/appwrite';
import { installModalDialogStandIn, sampleCard } from '@rcm/shared/testing';
import { reloadWithToast } from '../../lib/flash-toast';
import { CardModal } from './card-modal';
import { renderPage } from '@rcm/shared/testing/react';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn() }));
const createJWT = jest.fn();
jest.mock('@rcm/shared/appwrite', () => ({ ...jest.requireActual('@rcm/shared/appwrite'), appwriteAccount: () => ({ createJWT }) }));

const gold = servicePackages.find((servicePackage) => servicePackage.id === 'gold')!;
const fetchMock = jest.fn();
const onClose = jest.fn();

beforeAll(installModalDialogStandIn);

beforeEach(() => {
  jest.clearAllMocks();
  createJWT.mockResolvedValue({ jwt: 'session-jwt' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
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

test('is a dialog titled "Credit Card" for the chosen package, with the spec fields and limits', () => {
  renderModal();
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
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.number);
  await fillCard({ 'Card Number': validCard['Card Number'], 'Expiration Date': '13/39' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.expiration);
  await fillCard({ 'Expiration Date': validCard['Expiration Date'], CVV: '12' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.cvv);
  await fillCard({ CVV: validCard.CVV, 'Cardholder Name': 'Mari' });
  await pay();
  expect(toast.error).toHaveBeenLastCalledWith(cardMessages.name);
  expect(fetchMock).not.toHaveBeenCalled();
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
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Processing…' }));
  answer({ ok: true, status: 200, json: async () => ({ message: 'ok' }) } as Response);
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith('You have been subscribed to Gold package'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://localhost:4000/subscribtion');
  expect(init).toMatchObject({ method: 'PUT', credentials: 'include' });
  expect(init.headers).toMatchObject({ 'X-Appwrite-JWT': 'session-jwt' });
  expect(JSON.parse(init.body as string)).toEqual({ username: 'maria@clinic.com', subscribtion: 'gold', creditCard: sampleCard.number });
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('gold');
  // The card number went to the backend and nowhere else in the browser.
  expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(sampleCard.number);
});

test('a refused payment says "Subscribtion Failed, Please try again." and keeps the package', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 400, json: async () => ({ message: 'bad' }) } as Response);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(toast.error).toHaveBeenCalledWith(toastMessages.subscriptionFailed);
  expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(toastMessages.subscriptionFailed);
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('none');
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('a 401 clears the stored user and sends the visitor to log in', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 401, json: async () => ({ message: 'expired' }) } as Response);
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.sessionExpired, expect.anything());
});

test('with no session left to prove (no JWT), the visitor is sent to log in without a payment attempt', async () => {
  createJWT.mockRejectedValue(new AppwriteException('User (role: guests) missing scope (account)', 401, 'general_unauthorized_scope'));
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('with the server unreachable, the visitor stays logged in, is told, and keeps the card details', async () => {
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@example.com', subscribtion: 'none', rc_score: 40 });
  createJWT.mockRejectedValue(new TypeError('Failed to fetch'));
  renderModal();
  await fillCard(validCard);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await within(screen.getByRole('dialog')).findByText(toastMessages.serverUnreachable)).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable);
  expect(userDataStore.getSnapshot()).not.toBeNull();
  expect(screen.getByLabelText('Card Number')).toHaveValue(validCard['Card Number']);
  expect(fetchMock).not.toHaveBeenCalled();

  createJWT.mockResolvedValue({ jwt: 'session-jwt' });
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(toast.error).toHaveBeenLastCalledWith(toastMessages.serverUnreachable);
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('a checkout older than a recent login asks for the password once, in the dialog, and sends it with the card', async () => {
  const askAgain = 'For your security, please enter your password again to confirm this change.';
  fetchMock
    .mockResolvedValueOnce({
      ok: false,
      status: 403,
      json: async () => ({ message: askAgain, type: 'user_reauthentication_required' }),
    } as Response)
    .mockResolvedValueOnce({
      ok: false,
      status: 403,
      json: async () => ({ message: 'The password is not correct.', type: 'user_invalid_credentials' }),
    } as Response)
    .mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ message: 'ok', subscribtion: 'gold' }) } as Response);
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
  const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);
  expect(bodies.map((body) => body.password)).toEqual([undefined, 'not-my-password', 'my-real-passphrase']);
  // The password went to the server and nowhere else in the browser.
  expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('my-real-passphrase');
});

test('the small print says that no card is charged, and what a live checkout would use instead', () => {
  renderModal();
  const smallPrint = within(screen.getByRole('dialog')).getByText(/no card is charged/);
  expect(smallPrint).toHaveTextContent(
    "This is a demonstration checkout: no card is charged. Only the last four digits of your card are kept. A live checkout would take your card in our payment provider's own secure fields, so the number would never reach our servers.",
  );
});

test('the close icon closes it', async () => {
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

import { billingMessages, servicePackages, toastMessages, userDataStore, type PackageId } from '@rcm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { apiError, installModalDialogStandIn, ok, sampleCard, sessionJwt, subscriptionQuote, unreachable } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { reloadWithToast } from '../../lib/flash-toast';
import { CardModal } from './card-modal';

// The modal shows one toast at a time (`useFormToast`: a toast id, replaced while it shows).
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn(), isActive: jest.fn(() => false), update: jest.fn() } }));
// jsdom cannot reload the page.
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn() }));

const PAID_UNTIL = '2026-12-28T10:00:00.000+00:00';
const api = installFakeFetch({ 'POST /v1/account/jwts': sessionJwt });

beforeAll(installModalDialogStandIn);

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'silver', rc_score: 37 });
});

function renderModal(id: PackageId) {
  const servicePackage = servicePackages.find((candidate) => candidate.id === id)!;
  renderPage('/profile', {
    '/profile': <CardModal servicePackage={servicePackage} username="maria@clinic.com" onClose={jest.fn()} />,
    '/login': <h1>Login page</h1>,
  });
  return screen.getByRole('dialog', { name: 'Credit Card' });
}

async function payWithSampleCard() {
  const card = {
    'Card Number': sampleCard.number,
    'Expiration Date': sampleCard.expiration,
    CVV: sampleCard.cvv,
    'Cardholder Name': sampleCard.name,
  };
  for (const [label, value] of Object.entries(card)) await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
}

/** The summary's figures as "label: value" lines. */
const figures = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

test('a change shows, before "Pay Now", the package replaced, the credit, what is charged today and until when', async () => {
  api.on(
    'GET /subscribtion/quote',
    subscriptionQuote({ kind: 'change', from: 'silver', credit_cents: 2000, credit_days: 30, charge_cents: 3000, paid_until: PAID_UNTIL }),
  );
  api.on('PUT /subscribtion', ok({ message: 'ok', subscribtion: 'gold' }));
  const dialog = renderModal('gold');
  expect(within(dialog).getByRole('status')).toHaveTextContent(billingMessages.quoteLoading);
  expect(await within(dialog).findByText('$30.00')).toBeInTheDocument();
  expect(figures(dialog)).toEqual([
    'Replaces: Silver',
    'Credit for 30 unused days of Silver: $20.00',
    'Charged today: $30.00',
    'Paid until: December 28, 2026',
  ]);
  const pay = within(dialog).getByRole('button', { name: 'Pay Now' });
  expect(within(dialog).getByText('Charged today').compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(api.to('GET /subscribtion/quote').map((request) => request.path)).toEqual(['/subscribtion/quote?subscribtion=gold']);

  await payWithSampleCard();
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith('You have been subscribed to Gold package'));
  expect(api.to('PUT /subscribtion')).toHaveLength(1);
});

test('an early downgrade says nothing is charged today and how many days the credit adds', async () => {
  api.on(
    'GET /subscribtion/quote',
    subscriptionQuote({
      kind: 'change',
      subscribtion: 'silver',
      from: 'gold',
      price_cents: 2000,
      credit_cents: 5000,
      credit_days: 30,
      charge_cents: 0,
      extra_days: 45,
      paid_until: '2027-02-11T10:00:00.000+00:00',
    }),
  );
  const dialog = renderModal('silver');
  expect(await within(dialog).findByText(billingMessages.extraDays(45))).toBeInTheDocument();
  expect(figures(dialog)).toEqual([
    'Replaces: Gold',
    'Credit for 30 unused days of Gold: $50.00',
    'Charged today: $0.00',
    'Paid until: February 11, 2027',
  ]);
});

test('the package held and running: nothing to pay, no card form, no "Pay Now", nothing charged', async () => {
  api.on(
    'GET /subscribtion/quote',
    subscriptionQuote({ kind: 'same', subscribtion: 'silver', price_cents: 2000, charge_cents: 0, paid_until: PAID_UNTIL }),
  );
  const dialog = renderModal('silver');
  expect(await within(dialog).findByText(billingMessages.alreadyHeld('Silver', 'December 28, 2026'))).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  expect(within(dialog).queryByLabelText('Card Number')).toBeNull();
  expect(within(dialog).queryByRole('button', { name: billingMessages.resume })).toBeNull();
  expect(api.to('PUT /subscribtion')).toEqual([]);
});

test('a cancelled package still paid up offers "Resume": no card, no charge, a reload with the server\'s confirmation', async () => {
  const resumed = billingMessages.resumed('Silver', 'December 28, 2026');
  api.on(
    'GET /subscribtion/quote',
    subscriptionQuote({ kind: 'resume', subscribtion: 'silver', price_cents: 2000, charge_cents: 0, paid_until: PAID_UNTIL }),
  );
  api.on('POST /subscribtion/resume', [
    apiError(500, 'general_unknown'),
    ok({ message: resumed, subscribtion: 'silver', paid_until: PAID_UNTIL }),
  ]);
  const dialog = renderModal('silver');
  expect(await within(dialog).findByText(billingMessages.resumeOffer('Silver', 'December 28, 2026'))).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  expect(within(dialog).queryByLabelText('Card Number')).toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: billingMessages.resume }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('server words for general_unknown', expect.objectContaining({ toastId: expect.any(String) })),
  );
  expect(reloadWithToast).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: billingMessages.resume }));
  await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(resumed));
  expect(api.to('PUT /subscribtion')).toEqual([]);
  expect(api.to('POST /subscribtion/resume')[1]).toMatchObject({
    credentials: 'include',
    headers: expect.objectContaining({ 'x-appwrite-jwt': 'session-jwt' }),
  });
  expect(userDataStore.getSnapshot()?.subscribtion).toBe('silver');
});

test('without the figures nothing is paid; "Try again" asks for them again', async () => {
  api.on('GET /subscribtion/quote', [unreachable, subscriptionQuote()]);
  const dialog = renderModal('gold');
  expect(await within(dialog).findByText(toastMessages.serverUnreachable)).toBeInTheDocument();
  await payWithSampleCard();
  expect(api.to('PUT /subscribtion')).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: billingMessages.tryAgain }));
  expect(await within(dialog).findByText('$50.00')).toBeInTheDocument();
  expect(api.to('GET /subscribtion/quote')).toHaveLength(2);
});

test('a session that has ended when the figures are asked for sends the visitor to log in', async () => {
  api.on('GET /subscribtion/quote', apiError(401, 'user_unauthorized'));
  renderModal('gold');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('a package bought meanwhile (another tab) is refused by the server; the modal then says it is held', async () => {
  api.on('GET /subscribtion/quote', [subscriptionQuote(), subscriptionQuote({ kind: 'same', charge_cents: 0, paid_until: PAID_UNTIL })]);
  api.on('PUT /subscribtion', apiError(409, 'subscription_already_held'));
  const dialog = renderModal('gold');
  expect(await within(dialog).findByText('$50.00')).toBeInTheDocument();
  await payWithSampleCard();
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(toastMessages.subscriptionFailed, expect.objectContaining({ toastId: expect.any(String) })),
  );
  expect(await within(dialog).findByText(billingMessages.alreadyHeld('Gold', 'December 28, 2026'))).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  expect(reloadWithToast).not.toHaveBeenCalled();
});

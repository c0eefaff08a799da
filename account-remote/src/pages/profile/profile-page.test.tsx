import { subscriptionManagementMessages, toastMessages, userDataStore, type UserData } from '@rcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { reloadWithToast } from '../../lib/flash-toast';
import ProfilePage from './profile-page';
import {
  apiError,
  appwriteToken,
  appwriteUser,
  customerRecord,
  heldReply,
  installModalDialogStandIn,
  noContent,
  ok,
  sessionJwt,
  subscriptionQuote,
  unreachable,
} from '@rcm/shared/testing';
import { expectSentToLogInAgain, installFakeFetch, renderPage } from '@rcm/shared/testing/react';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// jsdom cannot reload the page (nor show what the next load would).
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn(), useFlashToast: jest.fn() }));

const PAID_UNTIL = '2026-12-26T10:00:00.000+00:00';

const maria: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };

beforeAll(installModalDialogStandIn);

// The page's real clients (the Appwrite SDK, the site's API client) run against this fake network.
const api = installFakeFetch({
  // By default the server's record agrees with what was stored.
  'GET /customer': () => {
    const stored = userDataStore.getSnapshot()!;
    return customerRecord({ subscribtion: stored.subscribtion, rc_score: stored.rc_score, paid_until: PAID_UNTIL });
  },
  'POST /v1/account/jwts': sessionJwt,
  'GET /v1/account': appwriteUser({ emailVerification: true }),
  'GET /subscribtion/history': ok({ entries: [] }),
  'GET /subscribtion/quote': subscriptionQuote(),
  'DELETE /v1/account/sessions/current': noContent,
  'DELETE /v1/account/sessions': noContent,
});

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.clear();
});

function renderProfile() {
  renderPage('/profile', { '/profile': <ProfilePage />, '/login': <h1>Login page</h1> });
}

test('a visitor is told they are not logged in and offered the way to log in', async () => {
  renderProfile();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'You are not logged in' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

test('shows the stored name, username, subscription and the RC Score toward its 100% goal', () => {
  userDataStore.save(maria);
  renderProfile();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const details = screen.getByRole('region', { name: 'Account' });
  expect(within(details).getByText('Name').nextElementSibling).toHaveTextContent('Maria Lopez');
  expect(within(details).getByText('Username').nextElementSibling).toHaveTextContent('maria@clinic.com');
  expect(within(details).getByText('Subscribtion').nextElementSibling).toHaveTextContent('Gold');
  expect(within(details).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

  const score = screen.getByRole('progressbar', { name: 'RC Score 42% of the 100% goal' });
  expect(score).toHaveAttribute('aria-valuenow', '42');
  expect(score).toHaveAttribute('aria-valuemin', '0');
  expect(score).toHaveAttribute('aria-valuemax', '100');
  const scoreCard = screen.getByRole('region', { name: 'RC Score' });
  // ACC-9: the caption says what the number is (drawn at registration) and is not (a measurement of claims).
  expect(scoreCard).toHaveTextContent('A number drawn at random when your account was opened. It is not a measurement of your claims.');
  expect(scoreCard).not.toHaveTextContent(/claims accepted first time/);
  expect(within(scoreCard).getByText('Goal').nextElementSibling).toHaveTextContent('100%');
});

test('"None" before any package is bought, and no package marked current', () => {
  userDataStore.save({ ...maria, subscribtion: 'none' });
  renderProfile();
  expect(within(screen.getByRole('region', { name: 'Account' })).getByText('Subscribtion').nextElementSibling).toHaveTextContent('None');
  expect(screen.queryByText('Current package')).not.toBeInTheDocument();
});

test('lists the three packages with price, features and Subscribe Now; the current one is marked', () => {
  userDataStore.save(maria);
  renderProfile();
  const cards = within(screen.getByRole('region', { name: 'Packages' })).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Silver', 'Gold', 'Platinum']);
  expect(cards.map((card) => within(card).getByText('/month').parentElement?.textContent)).toEqual(['$20/month', '$50/month', '$80/month']);
  expect(
    within(cards[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Claim submission', 'Eligibility and benefits checks', 'Payment posting']);
  for (const card of cards) expect(within(card).getByRole('button')).toHaveTextContent('Subscribe Now');
  expect(within(cards[1]!).getByText('Current package')).toBeInTheDocument();
  expect(within(cards[1]!).getByRole('button')).toHaveAccessibleName('Subscribe Now to Gold again (your current package)');
  expect(screen.getAllByText('Current package')).toHaveLength(1);
});

test('Subscribe Now opens the card modal for that package; closing returns focus to the button', async () => {
  userDataStore.save(maria);
  renderProfile();
  const platinum = screen.getByRole('button', { name: 'Subscribe Now to Platinum' });
  await userEvent.click(platinum);
  const dialog = screen.getByRole('dialog', { name: 'Credit Card' });
  expect(within(dialog).getByText('Platinum package — $80/month')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(platinum).toHaveFocus();
});

test('Escape and a click on the backdrop close the modal too', async () => {
  userDataStore.save(maria);
  renderProfile();
  const silver = screen.getByRole('button', { name: 'Subscribe Now to Silver' });
  await userEvent.click(silver);
  // What the browser fires at a modal dialog when Escape is pressed.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(silver).toHaveFocus();

  await userEvent.click(silver);
  await userEvent.click(within(screen.getByRole('dialog')).getByLabelText('Card Number'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  // A click outside the panel lands on the <dialog> element itself (its ::backdrop).
  await userEvent.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['Logout', 'this session', 'DELETE /v1/account/sessions/current', 'DELETE /v1/account/sessions', toastMessages.loggedOut],
  [
    'Log out of all devices',
    'every session',
    'DELETE /v1/account/sessions',
    'DELETE /v1/account/sessions/current',
    toastMessages.loggedOutEverywhere,
  ],
])(
  '"%s" ends %s on the server (only), forgets the stored user and reloads with its confirmation',
  async (button, _what, ended, notAsked, confirmation) => {
    userDataStore.save(maria);
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(confirmation));
    expect(api.to(ended)).toHaveLength(1);
    expect(api.to(notAsked)).toHaveLength(0);
    expect(userDataStore.getSnapshot()).toBeNull();
  },
);

test("the profile shows the server's record: a package the stored user lacks appears, and the stored user follows", async () => {
  userDataStore.save({ ...maria, subscribtion: 'none', rc_score: 7 });
  api.on('GET /customer', customerRecord({ subscribtion: 'platinum', rc_score: 42, paid_until: PAID_UNTIL }));
  renderProfile();
  const details = screen.getByRole('region', { name: 'Account' });
  await waitFor(() => expect(within(details).getByText('Subscribtion').nextElementSibling).toHaveTextContent('Platinum'));
  expect(screen.getByRole('progressbar', { name: 'RC Score 42% of the 100% goal' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toEqual({ ...maria, subscribtion: 'platinum', rc_score: 42 });
});

test('a session that has ended on the server sends the visitor to log in again', async () => {
  userDataStore.save(maria);
  api.on('GET /customer', apiError(401, 'general_unauthorized_scope'));
  renderProfile();
  await expectSentToLogInAgain();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.sessionExpired, expect.anything());
});

test('a session that owes its second factor (turned on from another device) goes to the login\'s code step, not "expired"', async () => {
  userDataStore.save(maria);
  api.on('GET /customer', apiError(401, 'user_more_factors_required'));
  renderPage('/profile', { '/profile': <ProfilePage /> });
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fprofile&step=code' })).toBeInTheDocument();
  // The login page asks for this session's code; the stored user is its business.
  expect(userDataStore.getSnapshot()).toEqual(maria);
  expect(toast.error).not.toHaveBeenCalled();
});

test('a server that cannot be reached leaves the profile as stored', async () => {
  userDataStore.save(maria);
  api.on('GET /customer', unreachable);
  renderProfile();
  await waitFor(() => expect(api.to('GET /customer')).not.toHaveLength(0));
  expect(userDataStore.getSnapshot()).toEqual(maria);
  expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
});

test('a logout that cannot reach the server says so and keeps the visitor logged in', async () => {
  userDataStore.save(maria);
  api.on('DELETE /v1/account/sessions/current', unreachable);
  renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.logoutUnreachable));
  expect(userDataStore.getSnapshot()).toEqual(maria);
  expect(reloadWithToast).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
});

test('shows whether the address is verified, and mails the link again on request while it is not', async () => {
  userDataStore.save(maria);
  api.on('GET /v1/account', appwriteUser({ emailVerification: false }));
  api.on('POST /v1/account/verifications/email', appwriteToken);
  renderProfile();
  const details = screen.getByRole('region', { name: 'Account' });
  expect(await within(details).findByText('Email not verified')).toBeInTheDocument();
  await userEvent.click(within(details).getByRole('button', { name: 'Resend verification email' }));
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith('We have sent a new verification link to maria@clinic.com. It works for one hour.'),
  );
  expect(api.to('POST /v1/account/verifications/email').map((request) => request.body)).toEqual([{ url: 'http://localhost/verify-email' }]);
});

test('a verified address says so, with nothing to resend; one verified meanwhile is shown as verified', async () => {
  userDataStore.save(maria);
  renderProfile();
  const details = screen.getByRole('region', { name: 'Account' });
  expect(await within(details).findByText('Email verified')).toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
});

test('a resend answered "already verified" shows the address as verified', async () => {
  userDataStore.save(maria);
  api.on('GET /v1/account', appwriteUser({ emailVerification: false }));
  api.on('POST /v1/account/verifications/email', apiError(409, 'user_email_already_verified', 'User email is already verified'));
  renderProfile();
  await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
  expect(await screen.findByText('Email verified')).toBeInTheDocument();
  expect(toast.error).not.toHaveBeenCalled();
});

describe('subscription management', () => {
  const cancelledText = subscriptionManagementMessages.cancelled('Gold', 'December 26, 2026');

  test("cancelling asks once more, shows progress, and reloads with the server's confirmation", async () => {
    userDataStore.save(maria);
    const answer = heldReply(ok({ message: cancelledText, subscribtion: 'gold', paid_until: PAID_UNTIL }));
    api.on('DELETE /subscribtion', answer.route);
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    await userEvent.click(await within(panel).findByRole('button', { name: subscriptionManagementMessages.cancel }));
    const question = within(panel).getByText(subscriptionManagementMessages.confirmQuestion('Gold', 'December 26, 2026'));
    expect(question).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: subscriptionManagementMessages.confirmCancel }));
    expect(within(panel).getByRole('button', { name: subscriptionManagementMessages.cancelling })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith(cancelledText));
  });

  test('"Keep my package" changes nothing and gives the focus back; a failure is said and the button comes back', async () => {
    userDataStore.save(maria);
    api.on('DELETE /subscribtion', { status: 409, body: { message: subscriptionManagementMessages.nothingToCancel } });
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    await userEvent.click(await within(panel).findByRole('button', { name: subscriptionManagementMessages.cancel }));
    await userEvent.click(within(panel).getByRole('button', { name: subscriptionManagementMessages.keep }));
    expect(within(panel).getByRole('button', { name: subscriptionManagementMessages.cancel })).toHaveFocus();
    expect(api.to('DELETE /subscribtion')).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: subscriptionManagementMessages.cancel }));
    await userEvent.click(within(panel).getByRole('button', { name: subscriptionManagementMessages.confirmCancel }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(subscriptionManagementMessages.nothingToCancel));
    expect(within(panel).getByRole('button', { name: subscriptionManagementMessages.confirmCancel })).toBeEnabled();
  });

  test('a cancelled package says until when it stays, and the history lists the changes', async () => {
    userDataStore.save(maria);
    api.on('GET /customer', customerRecord({ subscribtion: 'gold', rc_score: 42, paid_until: PAID_UNTIL, cancelled: true }));
    const entry = {
      package: 'gold',
      from_package: '',
      monthly_price_usd: 50,
      credit_cents: 0,
      charged_cents: 0,
      card_last4: '4242',
      paid_until: PAID_UNTIL,
      invoice_number: '',
    };
    const silver = {
      package: 'silver',
      monthly_price_usd: 20,
      charged_cents: 2000,
      paid_until: '2026-12-20T10:00:00.000+00:00',
      invoice_number: 'INV-2026-000001',
    };
    api.on(
      'GET /subscribtion/history',
      ok({
        entries: [
          { action: 'cancelled', date: '2026-11-30T10:00:00.000+00:00', ...entry },
          { action: 'resumed', date: '2026-11-28T10:00:00.000+00:00', ...entry },
          { action: 'cancelled', date: '2026-11-27T10:00:00.000+00:00', ...entry },
          {
            action: 'changed',
            date: '2026-11-26T10:00:00.000+00:00',
            ...entry,
            from_package: 'silver',
            credit_cents: 1600,
            charged_cents: 3400,
            invoice_number: 'INV-2026-000002',
          },
          { action: 'subscribed', date: '2026-11-20T10:00:00.000+00:00', ...entry, ...silver },
        ],
      }),
    );
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(await within(panel).findByText(`${cancelledText} ${subscriptionManagementMessages.subscribeAgain}`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: subscriptionManagementMessages.cancel })).toBeNull();
    const rows = await within(panel).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateChangePackageMonthly priceCreditChargedPaid untilCardInvoice',
      'November 30, 2026Cancelled (stays until December 26, 2026)Gold$50/month——December 26, 2026•••• 4242—',
      'November 28, 2026ResumedGold$50/month——December 26, 2026•••• 4242—',
      'November 27, 2026Cancelled (stays until December 26, 2026)Gold$50/month——December 26, 2026•••• 4242—',
      'November 26, 2026Changed package (Silver → Gold)Gold$50/month$16.00$34.00December 26, 2026•••• 4242INV-2026-000002',
      'November 20, 2026SubscribedSilver$20/month—$20.00December 20, 2026•••• 4242INV-2026-000001',
    ]);
    // Each charge links to its invoice's page.
    expect(within(panel).getByRole('link', { name: 'INV-2026-000002' })).toHaveAttribute('href', '/profile/invoices/INV-2026-000002');
  });

  test('with no package there is nothing to cancel', async () => {
    userDataStore.save({ ...maria, subscribtion: 'none' });
    api.on('GET /customer', customerRecord({ subscribtion: 'none', rc_score: 42 }));
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(await within(panel).findByText('You have no package. Choose one below.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: subscriptionManagementMessages.cancel })).toBeNull();
    expect(await within(panel).findByText(subscriptionManagementMessages.historyEmpty)).toBeInTheDocument();
  });
});

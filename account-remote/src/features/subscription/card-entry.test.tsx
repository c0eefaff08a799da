import { cardMessages, servicePackages, userDataStore } from '@rcm/shared';
import { installModalDialogStandIn, sampleCard, sessionJwt, subscriptionQuote } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CardModal } from './card-modal';

// jsdom cannot reload the page.
jest.mock('../../lib/flash-toast', () => ({ reloadWithToast: jest.fn() }));

const gold = servicePackages.find((servicePackage) => servicePackage.id === 'gold')!;
const api = installFakeFetch({ 'POST /v1/account/jwts': sessionJwt, 'GET /subscribtion/quote': subscriptionQuote() });

beforeAll(installModalDialogStandIn);
beforeEach(() => userDataStore.save({ name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 37 }));

async function renderModal() {
  renderWithToasts(
    <MemoryRouter>
      <CardModal servicePackage={gold} username="maria@clinic.com" onClose={jest.fn()} />
    </MemoryRouter>,
  );
  await screen.findByText('$50.00');
}

test.each(['4242 4242 4242 4242', '4242-4242-4242-4242', ' 4242424242424242 '])(
  'a card number pasted as %j keeps its 16 digits (ACC-8)',
  async (pasted) => {
    await renderModal();
    await userEvent.click(screen.getByLabelText('Card Number'));
    await userEvent.paste(pasted);
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242424242424242');
  },
);

test('typed spaces are dropped, and the spec limit of 16 characters still holds for what is typed', async () => {
  await renderModal();
  await userEvent.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242 42');
  expect(screen.getByLabelText('Card Number')).toHaveValue('4242424242424242');
});

test('an expiry typed "1227" gets its slash; other text is left for the spec rule to judge', async () => {
  await renderModal();
  await userEvent.type(screen.getByLabelText('Expiration Date'), '1227');
  expect(screen.getByLabelText('Expiration Date')).toHaveValue('12/27');
  await userEvent.clear(screen.getByLabelText('Expiration Date'));
  await userEvent.type(screen.getByLabelText('Expiration Date'), '1a/27');
  expect(screen.getByLabelText('Expiration Date')).toHaveValue('1a/27');
});

test('five refused payments leave one toast, the field marked (WEB-2); nothing is paid', async () => {
  await renderModal();
  await userEvent.type(screen.getByLabelText('Card Number'), sampleCard.number);
  for (let round = 0; round < 5; round++) {
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
  }
  await expectOnlyToast(cardMessages.expiration);
  expect(screen.getByLabelText('Expiration Date')).toHaveAttribute('aria-invalid', 'true');
  expect(api.to('PUT /subscribtion')).toEqual([]);
});

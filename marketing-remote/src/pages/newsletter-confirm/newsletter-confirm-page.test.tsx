import { getRuntimeConfig, newsletterPaths, newsletterTexts, toastMessages } from '@rcm/shared';
import { ok, unreachable } from '@rcm/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterConfirmPage from './newsletter-confirm-page';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';

const api = installFakeFetch({ 'POST /newsletter/confirm': ok({ message: newsletterTexts.confirmed }) });

function renderAt(url: string) {
  renderPage(url, { [newsletterPaths.confirm]: <NewsletterConfirmPage /> });
}

test('opening the link changes nothing: the visitor confirms with the button, which posts the token once', async () => {
  renderAt(`${newsletterPaths.confirm}?token=secret-token`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your subscription');
  expect(api.requests).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(api.requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: `${getRuntimeConfig().backendUrl}/newsletter/confirm`,
      body: { token: 'secret-token' },
    }),
  ]);
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmed);
  expect(newsletterTexts.confirmed).toMatch(/^You're subscribed/);
  expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  // The heading says what happened, not "Confirm your subscription" above "You're subscribed.".
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscription confirmed');
});

test("a used or expired link says so, with the server's words", async () => {
  api.on('POST /newsletter/confirm', {
    status: 404,
    body: { message: newsletterTexts.confirmLinkInvalid, type: 'newsletter_token_invalid' },
  });
  renderAt(`${newsletterPaths.confirm}?token=spent`);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmLinkInvalid);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your subscription');
});

test('an unreachable server is said, and the button stays for another try', async () => {
  api.on('POST /newsletter/confirm', unreachable);
  renderAt(`${newsletterPaths.confirm}?token=secret-token`);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(toastMessages.serverUnreachable);
  api.on('POST /newsletter/confirm', ok({ message: newsletterTexts.confirmed }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmed);
});

test('a link cut off before its token asks for the whole link and offers no button', () => {
  renderAt(newsletterPaths.confirm);
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.linkIncomplete);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

import { getRuntimeConfig, newsletterPaths, newsletterTexts, paths, toastMessages } from '@rcm/shared';
import { ok, unreachable } from '@rcm/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';

const api = installFakeFetch({ 'POST /newsletter/unsubscribe': ok({ message: newsletterTexts.unsubscribed }) });

function renderAt(url: string) {
  renderPage(url, { [newsletterPaths.unsubscribe]: <NewsletterUnsubscribePage /> });
}

test('one click: opened in a browser, the page unsubscribes at once and says so', async () => {
  renderAt(`${newsletterPaths.unsubscribe}?token=unsubscribe-token`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from the newsletter');
  expect(await screen.findByText(newsletterTexts.unsubscribed)).toHaveAttribute('role', 'status');
  expect(newsletterTexts.unsubscribed).toMatch(/^You have been unsubscribed/);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribed from the newsletter');
  expect(api.requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: `${getRuntimeConfig().backendUrl}/newsletter/unsubscribe`,
      body: { token: 'unsubscribe-token' },
    }),
  ]);
});

test('a link that is not valid says so, with the server\'s words, and "write to us" leads to the contact page', async () => {
  api.on('POST /newsletter/unsubscribe', { status: 404, body: { message: newsletterTexts.unsubscribeLinkInvalid } });
  renderAt(`${newsletterPaths.unsubscribe}?token=made-up`);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.unsubscribeLinkInvalid));
  expect(within(screen.getByRole('status')).getByRole('link', { name: 'write to us' })).toHaveAttribute('href', paths.contact);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from the newsletter');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('an unreachable server is said, with a way to try again', async () => {
  api.on('POST /newsletter/unsubscribe', unreachable);
  renderAt(`${newsletterPaths.unsubscribe}?token=unsubscribe-token`);
  expect(await screen.findByText(toastMessages.serverUnreachable)).toBeInTheDocument();
  api.on('POST /newsletter/unsubscribe', ok({ message: newsletterTexts.unsubscribed }));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(newsletterTexts.unsubscribed)).toBeInTheDocument();
});

test('a link cut off before its token asks for the whole link and sends nothing', () => {
  renderAt(newsletterPaths.unsubscribe);
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.linkIncomplete);
  expect(api.requests).toEqual([]);
});

import { getRuntimeConfig, newsletterPaths, newsletterTexts, toastMessages } from '@rcm/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterConfirmPage from './newsletter-confirm-page';
import { renderPage } from '@rcm/shared/testing/react';

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const jsonResponse = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

function renderAt(url: string) {
  renderPage(url, { [newsletterPaths.confirm]: <NewsletterConfirmPage /> });
}

test('opening the link changes nothing: the visitor confirms with the button, which posts the token once', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { message: newsletterTexts.confirmed }));
  renderAt(`${newsletterPaths.confirm}?token=secret-token`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your subscription');
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(
    `${getRuntimeConfig().backendUrl}/newsletter/confirm`,
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'secret-token' }) }),
  );
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmed);
  expect(newsletterTexts.confirmed).toMatch(/^You're subscribed/);
  expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
});

test("a used or expired link says so, with the server's words", async () => {
  fetchMock.mockResolvedValue(jsonResponse(404, { message: newsletterTexts.confirmLinkInvalid, type: 'newsletter_token_invalid' }));
  renderAt(`${newsletterPaths.confirm}?token=spent`);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmLinkInvalid);
});

test('an unreachable server is said, and the button stays for another try', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderAt(`${newsletterPaths.confirm}?token=secret-token`);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(toastMessages.serverUnreachable);
  fetchMock.mockResolvedValue(jsonResponse(200, { message: newsletterTexts.confirmed }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.confirmed);
});

test('a link cut off before its token asks for the whole link and offers no button', () => {
  renderAt(newsletterPaths.confirm);
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.linkIncomplete);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

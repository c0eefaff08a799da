import { getRuntimeConfig, newsletterPaths, newsletterTexts, toastMessages } from '@rcm/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';
import { renderPage } from '@rcm/shared/testing/react';

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const jsonResponse = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

function renderAt(url: string) {
  renderPage(url, { [newsletterPaths.unsubscribe]: <NewsletterUnsubscribePage /> });
}

test('one click: opened in a browser, the page unsubscribes at once and says so', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { message: newsletterTexts.unsubscribed }));
  renderAt(`${newsletterPaths.unsubscribe}?token=unsubscribe-token`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from the newsletter');
  expect(await screen.findByText(newsletterTexts.unsubscribed)).toHaveAttribute('role', 'status');
  expect(newsletterTexts.unsubscribed).toMatch(/^You have been unsubscribed/);
  expect(fetchMock).toHaveBeenCalledWith(
    `${getRuntimeConfig().backendUrl}/newsletter/unsubscribe`,
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'unsubscribe-token' }) }),
  );
});

test("a link that is not valid says so, with the server's words", async () => {
  fetchMock.mockResolvedValue(jsonResponse(404, { message: newsletterTexts.unsubscribeLinkInvalid }));
  renderAt(`${newsletterPaths.unsubscribe}?token=made-up`);
  expect(await screen.findByText(newsletterTexts.unsubscribeLinkInvalid)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('an unreachable server is said, with a way to try again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderAt(`${newsletterPaths.unsubscribe}?token=unsubscribe-token`);
  expect(await screen.findByText(toastMessages.serverUnreachable)).toBeInTheDocument();
  fetchMock.mockResolvedValue(jsonResponse(200, { message: newsletterTexts.unsubscribed }));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(newsletterTexts.unsubscribed)).toBeInTheDocument();
});

test('a link cut off before its token asks for the whole link and sends nothing', () => {
  renderAt(newsletterPaths.unsubscribe);
  expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.linkIncomplete);
  expect(fetchMock).not.toHaveBeenCalled();
});

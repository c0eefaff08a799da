import { getRuntimeConfig, newsletterMessages, newsletterTexts, toastMessages } from '@rcm/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { NewsletterForm } from './newsletter-form';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

test('an address without "@" or ".com" is refused with the spec message and nothing is sent', async () => {
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalledWith(newsletterMessages.email);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveValue('someone@example.org');
});

test('a valid address is saved, confirmed and the field cleared', async () => {
  fetchMock.mockResolvedValue(jsonResponse(201, { message: toastMessages.newsletterSubscribed }));
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(fetchMock).toHaveBeenCalledWith(
    `${getRuntimeConfig().backendUrl}/newsletter`,
    expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify({ email: 'office@practice.com' }) }),
  );
  expect(toast.success).toHaveBeenCalledWith(toastMessages.newsletterSubscribed);
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test('after a sign-up a polite live region asks the visitor to confirm from their inbox', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { message: toastMessages.newsletterSubscribed }));
  render(<NewsletterForm />);
  // The region is there (empty) before anything happens, so screen readers announce the change.
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('');
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(status).toHaveTextContent(newsletterTexts.checkInbox);
  expect(newsletterTexts.checkInbox).toBe('Check your inbox to confirm your subscription.');
});

test('a refused or failed sign-up does not ask anyone to check their inbox', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('when the server cannot be reached the visitor is told and keeps the address', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable);
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveValue('office@practice.com');
});

test('a second press while the first is on its way sends nothing more', async () => {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await userEvent.click(button);
  await userEvent.click(button);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  answer(jsonResponse(201, { message: toastMessages.newsletterSubscribed }));
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(toast.success).toHaveBeenCalledTimes(1);
});

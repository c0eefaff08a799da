import { getRuntimeConfig, newsletterMessages, newsletterTexts, toastMessages } from '@rcm/shared';
import { heldReply, ok, unreachable } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { NewsletterForm } from './newsletter-form';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const api = installFakeFetch({ 'POST /newsletter': ok({ message: toastMessages.newsletterSubscribed }, 201) });

beforeEach(() => jest.clearAllMocks());

test('an address without "@" or ".com" is refused with the spec message and nothing is sent', async () => {
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalledWith(newsletterMessages.email);
  expect(api.requests).toEqual([]);
  expect(screen.getByLabelText('Email')).toHaveValue('someone@example.org');
});

test('a valid address is saved, confirmed and the field cleared', async () => {
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(api.requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: `${getRuntimeConfig().backendUrl}/newsletter`,
      credentials: 'include',
      body: { email: 'office@practice.com' },
    }),
  ]);
  expect(toast.success).toHaveBeenCalledWith(toastMessages.newsletterSubscribed);
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test('after a sign-up a polite live region asks the visitor to confirm from their inbox', async () => {
  api.on('POST /newsletter', ok({ message: toastMessages.newsletterSubscribed }));
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
  api.on('POST /newsletter', unreachable);
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('when the server cannot be reached the visitor is told and keeps the address', async () => {
  api.on('POST /newsletter', unreachable);
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable);
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveValue('office@practice.com');
});

test('a second press while the first is on its way sends nothing more', async () => {
  const answer = heldReply(ok({ message: toastMessages.newsletterSubscribed }, 201));
  api.on('POST /newsletter', answer.route);
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await userEvent.click(button);
  await userEvent.click(button);
  expect(api.requests).toHaveLength(1);
  answer.release();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(toast.success).toHaveBeenCalledTimes(1);
});

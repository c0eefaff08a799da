import { getRuntimeConfig, newsletterMessages, newsletterTexts, toastMessages } from '@rcm/shared';
import { heldReply, ok, unreachable } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, renderWithToasts, shownToasts } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';

const api = installFakeFetch({ 'POST /newsletter': ok({ message: toastMessages.newsletterSubscribed }, 201) });

test('an address without "@" or ".com" is refused with the spec message and nothing is sent', async () => {
  renderWithToasts(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await expectOnlyToast(newsletterMessages.email);
  expect(api.requests).toEqual([]);
  expect(screen.getByLabelText('Email')).toHaveValue('someone@example.org');
});

test('a valid address is saved, confirmed and the field cleared', async () => {
  renderWithToasts(<NewsletterForm />);
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
  await expectOnlyToast(toastMessages.newsletterSubscribed);
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test('after a sign-up a polite live region asks the visitor to confirm from their inbox', async () => {
  api.on('POST /newsletter', ok({ message: toastMessages.newsletterSubscribed }));
  renderWithToasts(<NewsletterForm />);
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
  renderWithToasts(<NewsletterForm />);
  await userEvent.type(emailField(), 'office@practice.org');
  await subscribe();
  await expectOnlyToast(newsletterMessages.email);
  expect(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.clear(emailField());
  await userEvent.type(emailField(), 'office@practice.com');
  await subscribe();
  await expectOnlyToast(toastMessages.serverUnreachable);
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('when the server cannot be reached the visitor is told and keeps the address', async () => {
  api.on('POST /newsletter', unreachable);
  renderWithToasts(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await expectOnlyToast(toastMessages.serverUnreachable);
  expect(shownToasts()).not.toContain(toastMessages.newsletterSubscribed);
  expect(screen.getByLabelText('Email')).toHaveValue('office@practice.com');
});

test('a second press while the first is on its way sends nothing more', async () => {
  const answer = heldReply(ok({ message: toastMessages.newsletterSubscribed }, 201));
  api.on('POST /newsletter', answer.route);
  renderWithToasts(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'office@practice.com');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await userEvent.click(button);
  await userEvent.click(button);
  expect(api.requests).toHaveLength(1);
  answer.release();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expectOnlyToast(toastMessages.newsletterSubscribed);
});

const emailField = () => screen.getByLabelText('Email');
const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

test('five refused sign-ups leave one error toast, and the field marked and described', async () => {
  renderWithToasts(<NewsletterForm />);
  for (let attempt = 0; attempt < 5; attempt += 1) await subscribe();
  await expectOnlyToast(newsletterMessages.email);
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(newsletterMessages.email));
});

test('a sign-up after refusals replaces the error toast with the spec toast and clears the field error', async () => {
  renderWithToasts(<NewsletterForm />);
  await userEvent.type(emailField(), 'office@practice.org');
  await subscribe();
  await expectOnlyToast(newsletterMessages.email);
  await userEvent.clear(emailField());
  await userEvent.type(emailField(), 'office@practice.com');
  await subscribe();
  await expectOnlyToast(toastMessages.newsletterSubscribed);
  expect(emailField()).not.toHaveAttribute('aria-invalid');
  expect(emailField()).toHaveAccessibleDescription('Billing tips and payer updates, about once a month.');
});

test('a failure no field is to blame for replaces the toast and marks no field', async () => {
  api.on('POST /newsletter', unreachable);
  renderWithToasts(<NewsletterForm />);
  await subscribe();
  await userEvent.type(emailField(), 'office@practice.com');
  await subscribe();
  await expectOnlyToast(toastMessages.serverUnreachable);
  expect(emailField()).not.toHaveAttribute('aria-invalid');
});

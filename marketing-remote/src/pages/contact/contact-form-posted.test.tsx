import { contactMessages, toastMessages } from '@rcm/shared';
import { ContactPostContext } from '@rcm/shared/hooks';
import { ok, sampleEnquiry } from '@rcm/shared/testing';
import { installFakeFetch, renderWithToasts } from '@rcm/shared/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContactForm } from './contact-form';

/** The form before JavaScript runs (WEB-3): a plain post to the web server, and its answer shown. */
const api = installFakeFetch();

test('is a plain form posting to /contact, so a visitor without JavaScript sends it by POST, never in the URL', () => {
  const html = renderToString(<ContactForm />);
  const form = /<form[^>]*>/.exec(html)?.[0];
  expect(form).toContain(' method="post"');
  expect(form).toContain(' action="/contact"');
  for (const field of Object.keys(sampleEnquiry)) expect(html).toContain(`name="${field}"`);
});

test("the server's answer to a refused post: what was typed, and the first bad field's message beside it", async () => {
  const enquiry = { ...sampleEnquiry, company: 'x' };
  renderWithToasts(
    <ContactPostContext value={{ enquiry, outcome: { field: 'company', message: contactMessages.company, sent: false } }}>
      <ContactForm />
    </ContactPostContext>,
  );
  expect(screen.getByLabelText('Company')).toHaveValue('x');
  expect(screen.getByLabelText('Message')).toHaveValue(sampleEnquiry.message);
  expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(contactMessages.company);
  expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
});

test("the server's answer to a refused post opens at the field in error (autofocus), and only there", () => {
  const html = renderToString(
    <ContactPostContext
      value={{ enquiry: { ...sampleEnquiry, company: 'x' }, outcome: { field: 'company', message: contactMessages.company, sent: false } }}
    >
      <ContactForm />
    </ContactPostContext>,
  );
  expect(html.match(/<[^>]* autofocus=""[^>]*>/g)).toEqual([expect.stringContaining('name="company"')]);
  expect(renderToString(<ContactForm />)).not.toContain('autofocus');
});

test("the server's answer to a sent post shows the spec's text until the visitor sends again", async () => {
  renderWithToasts(
    <ContactPostContext
      value={{ enquiry: { ...sampleEnquiry, message: '' }, outcome: { message: toastMessages.contactReceived, sent: true } }}
    >
      <ContactForm />
    </ContactPostContext>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(toastMessages.contactReceived);
  await userEvent.type(screen.getByLabelText('Message'), 'A second message about our billing.');
  api.on('POST /contact', ok({ message: toastMessages.contactReceived }, 201));
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.queryByText(toastMessages.contactReceived, { selector: 'p' })).toBeNull();
  await screen.findByRole('button', { name: 'Send Message' });
  expect(api.requests).toEqual([expect.objectContaining({ body: { ...sampleEnquiry, message: 'A second message about our billing.' } })]);
});

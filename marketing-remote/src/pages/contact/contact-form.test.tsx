import { contactFieldRule, contactFields, contactMessages, toastMessages, type ContactEnquiry } from '@rcm/shared';
import { contactRuleCases, heldReply, ok, sampleEnquiry, unreachable } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, renderWithToasts, shownToasts } from '@rcm/shared/testing/react';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';

const api = installFakeFetch();
const label = (field: keyof ContactEnquiry) => contactFieldRule(field).label;
const isSelect = (field: keyof ContactEnquiry) => field === 'interest' || field === 'method';

async function fill(enquiry: Partial<ContactEnquiry>) {
  for (const [field, value] of Object.entries(enquiry) as [keyof ContactEnquiry, string][]) {
    const control = screen.getByLabelText(label(field));
    if (isSelect(field)) {
      await userEvent.selectOptions(control, value);
      continue;
    }
    await userEvent.clear(control);
    if (value) await userEvent.type(control, value);
  }
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

test('has the ten fields with the spec labels and the exact select options', () => {
  renderWithToasts(<ContactForm />);
  for (const field of contactFields) screen.getByLabelText(label(field));
  const selectOptions: Record<string, string[][]> = {
    'I am Interested In...': [
      ['', 'Select…'],
      ['datasphere', 'Datasphere'],
      ['experience', 'Digital Experience'],
      ['customer experience', 'Customer Experience'],
      ['health care', 'Health Care'],
    ],
    'How Did You Hear About': [
      ['', 'Select…'],
      ['1', 'Social Media'],
      ['2', 'Event'],
      ['3', 'Referral'],
      ['4', 'Email'],
      ['5', 'Other'],
    ],
  };
  for (const [selectLabel, options] of Object.entries(selectOptions)) {
    const select = screen.getByLabelText(selectLabel);
    expect([...select.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual(options);
  }
  for (const label of ['First Name', 'Last Name', 'Company', 'Country', 'Phone Number']) {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
  }
});

test.each(contactRuleCases.filter((ruleCase) => !isSelect(ruleCase.field)))(
  'a bad "$label" shows its own message, focuses the field and sends nothing',
  async ({ field, badValue, message }) => {
    renderWithToasts(<ContactForm />);
    await fill({ ...sampleEnquiry, [field]: badValue });
    await send();
    await expectOnlyToast(message);
    expect(screen.getByLabelText(label(field))).toHaveFocus();
    expect(api.requests).toEqual([]);
  },
);

test('unselected interest and hear-about give their messages, in order', async () => {
  renderWithToasts(<ContactForm />);
  const { interest: _interest, method: _method, ...textFields } = sampleEnquiry;
  await fill(textFields);
  await send();
  await expectOnlyToast(contactMessages.interest);
  await userEvent.selectOptions(screen.getByLabelText('I am Interested In...'), 'experience');
  await send();
  await expectOnlyToast(contactMessages.method);
});

test('with two bad fields the earlier one wins', async () => {
  renderWithToasts(<ContactForm />);
  await fill({ ...sampleEnquiry, company: 'x', phone: '1' });
  await send();
  await expectOnlyToast(contactMessages.company);
});

test('a valid enquiry is sent once with the ten fields, confirmed, and the form cleared', async () => {
  const answer = heldReply(ok({ message: toastMessages.contactReceived }, 201));
  api.on('POST /contact', answer.route);
  renderWithToasts(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
  answer.release();
  await screen.findByRole('button', { name: 'Send Message' });
  expect(api.requests).toEqual([
    expect.objectContaining({ method: 'POST', url: 'http://localhost:4000/contact', credentials: 'include', body: sampleEnquiry }),
  ]);
  await expectOnlyToast(toastMessages.contactReceived);
  expect(screen.getByLabelText('First Name')).toHaveValue('');
  expect(screen.getByLabelText('I am Interested In...')).toHaveValue('');
});

test('a server refusal shows its message and keeps what was typed', async () => {
  api.on('POST /contact', { status: 400, body: { message: contactMessages.country } });
  renderWithToasts(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  await expectOnlyToast(contactMessages.country);
  expect(screen.getByLabelText('First Name')).toHaveValue('Maria');
});

test('an unreachable server is explained and nothing is lost', async () => {
  api.on('POST /contact', unreachable);
  renderWithToasts(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  await expectOnlyToast(toastMessages.serverUnreachable);
  expect(screen.getByLabelText('Message')).toHaveValue(sampleEnquiry.message);
});

test('each refused submission replaces the toast, and the field in error is marked and described next to it', async () => {
  renderWithToasts(<ContactForm />);
  for (let attempt = 0; attempt < 5; attempt += 1) await send();
  await expectOnlyToast(contactMessages.firstName);
  const firstName = screen.getByLabelText(label('first_name'));
  expect(firstName).toHaveAttribute('aria-invalid', 'true');
  expect(firstName).toHaveAccessibleDescription(contactMessages.firstName);
  await fill({ first_name: sampleEnquiry.first_name });
  await send();
  await expectOnlyToast(contactMessages.lastName);
  expect(firstName).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText(label('last_name'))).toHaveAccessibleDescription(contactMessages.lastName);
  expect(screen.getAllByText(contactMessages.lastName)).toHaveLength(2);
});

test('a refusal while the last toast is closing still shows its own toast', async () => {
  renderWithToasts(<ContactForm />);
  await send();
  await expectOnlyToast(contactMessages.firstName);
  // Closing as autoClose does; jsdom never ends the exit animation, so the toast stays closing.
  act(() => toast.dismiss());
  await waitFor(() => expect(shownToasts()).toEqual([]));
  await fill({ first_name: sampleEnquiry.first_name });
  await send();
  await expectOnlyToast(contactMessages.lastName);
});

test('a sent enquiry replaces the error toast with the spec toast and clears every field error', async () => {
  api.on('POST /contact', ok({ message: toastMessages.contactReceived }, 201));
  renderWithToasts(<ContactForm />);
  await fill({ ...sampleEnquiry, phone: '1' });
  await send();
  await expectOnlyToast(contactMessages.phone);
  await fill({ phone: sampleEnquiry.phone });
  await send();
  await expectOnlyToast(toastMessages.contactReceived);
  expect(screen.getByLabelText(label('phone'))).not.toHaveAttribute('aria-invalid');
  expect(document.querySelector('[aria-invalid]')).toBeNull();
});

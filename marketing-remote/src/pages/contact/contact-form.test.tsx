import { contactFieldRule, contactFields, contactMessages, toastMessages, type ContactEnquiry } from '@rcm/shared';
import { contactRuleCases, heldReply, ok, sampleEnquiry, unreachable } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ContactForm } from './contact-form';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const api = installFakeFetch();
beforeEach(() => jest.clearAllMocks());

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
  render(<ContactForm />);
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
    render(<ContactForm />);
    await fill({ ...sampleEnquiry, [field]: badValue });
    await send();
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText(label(field))).toHaveFocus();
    expect(api.requests).toEqual([]);
  },
);

test('unselected interest and hear-about give their messages, in order', async () => {
  render(<ContactForm />);
  const { interest: _interest, method: _method, ...textFields } = sampleEnquiry;
  await fill(textFields);
  await send();
  expect(toast.error).toHaveBeenLastCalledWith(contactMessages.interest);
  await userEvent.selectOptions(screen.getByLabelText('I am Interested In...'), 'experience');
  await send();
  expect(toast.error).toHaveBeenLastCalledWith(contactMessages.method);
});

test('with two bad fields the earlier one wins', async () => {
  render(<ContactForm />);
  await fill({ ...sampleEnquiry, company: 'x', phone: '1' });
  await send();
  expect(toast.error).toHaveBeenCalledWith(contactMessages.company);
});

test('a valid enquiry is sent once with the ten fields, confirmed, and the form cleared', async () => {
  const answer = heldReply(ok({ message: toastMessages.contactReceived }, 201));
  api.on('POST /contact', answer.route);
  render(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
  answer.release();
  await screen.findByRole('button', { name: 'Send Message' });
  expect(api.requests).toEqual([
    expect.objectContaining({ method: 'POST', url: 'http://localhost:4000/contact', credentials: 'include', body: sampleEnquiry }),
  ]);
  expect(toast.success).toHaveBeenCalledWith(toastMessages.contactReceived);
  expect(screen.getByLabelText('First Name')).toHaveValue('');
  expect(screen.getByLabelText('I am Interested In...')).toHaveValue('');
});

test('a server refusal shows its message and keeps what was typed', async () => {
  api.on('POST /contact', { status: 400, body: { message: contactMessages.country } });
  render(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  expect(toast.error).toHaveBeenCalledWith(contactMessages.country);
  expect(screen.getByLabelText('First Name')).toHaveValue('Maria');
});

test('an unreachable server is explained and nothing is lost', async () => {
  api.on('POST /contact', unreachable);
  render(<ContactForm />);
  await fill(sampleEnquiry);
  await send();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable);
  expect(screen.getByLabelText('Message')).toHaveValue(sampleEnquiry.message);
});

import { contactMessages, toastMessages } from '@rcm/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ContactForm } from './contact-form';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const valid = {
  'First Name': 'Maria',
  'Last Name': 'Lopez',
  Title: 'Practice Manager',
  Company: 'Riverside Family Clinic',
  Country: 'United States',
  'Work Email Address': 'maria@riversideclinic.com',
  'Phone Number': '15551234567',
  Message: 'We would like a quote for claims management.',
};
const validSelects = { 'I am Interested In...': 'health care', 'How Did You Hear About': '3' };

async function fill(values: Partial<typeof valid>, selects: Partial<typeof validSelects> = validSelects) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  for (const [label, value] of Object.entries(selects)) await userEvent.selectOptions(screen.getByLabelText(label), value);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

test('has the ten fields with the spec labels and the exact select options', () => {
  render(<ContactForm />);
  for (const label of [...Object.keys(valid), ...Object.keys(validSelects)]) expect(screen.getByLabelText(label)).toBeInTheDocument();
  const interest = screen.getByLabelText('I am Interested In...');
  expect([...interest.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
    ['', 'Select…'],
    ['datasphere', 'Datasphere'],
    ['experience', 'Digital Experience'],
    ['customer experience', 'Customer Experience'],
    ['health care', 'Health Care'],
  ]);
  const method = screen.getByLabelText('How Did You Hear About');
  expect([...method.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
    ['', 'Select…'],
    ['1', 'Social Media'],
    ['2', 'Event'],
    ['3', 'Referral'],
    ['4', 'Email'],
    ['5', 'Other'],
  ]);
  for (const label of ['First Name', 'Last Name', 'Company', 'Country', 'Phone Number']) {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
  }
});

test.each([
  ['First Name', 'M', contactMessages.firstName],
  ['Last Name', 'L', contactMessages.lastName],
  ['Title', 'P', contactMessages.title],
  ['Company', 'R', contactMessages.company],
  ['Country', 'U', contactMessages.country],
  ['Work Email Address', 'maria@clinic.org', contactMessages.email],
  ['Phone Number', '5551234', contactMessages.phone],
  ['Message', 'Too short', contactMessages.message],
] as const)('a bad "%s" shows its own message, focuses the field and sends nothing', async (label, value, message) => {
  render(<ContactForm />);
  await fill({ ...valid, [label]: value });
  await send();
  expect(toast.error).toHaveBeenCalledWith(message);
  expect(screen.getByLabelText(label)).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('unselected interest and hear-about give their messages, in order', async () => {
  render(<ContactForm />);
  await fill(valid, {});
  await send();
  expect(toast.error).toHaveBeenLastCalledWith(contactMessages.interest);
  await userEvent.selectOptions(screen.getByLabelText('I am Interested In...'), 'experience');
  await send();
  expect(toast.error).toHaveBeenLastCalledWith(contactMessages.method);
});

test('with two bad fields the earlier one wins', async () => {
  render(<ContactForm />);
  await fill({ ...valid, Company: 'x', 'Phone Number': '1' });
  await send();
  expect(toast.error).toHaveBeenCalledWith(contactMessages.company);
});

test('a valid enquiry is sent once with the ten fields, confirmed, and the form cleared', async () => {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  render(<ContactForm />);
  await fill(valid);
  await send();
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
  answer({ ok: true, status: 201, json: async () => ({ message: toastMessages.contactReceived }) } as Response);
  await screen.findByRole('button', { name: 'Send Message' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://localhost:4000/contact');
  expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
  expect(JSON.parse(init.body as string)).toEqual({
    first_name: 'Maria',
    last_name: 'Lopez',
    title: 'Practice Manager',
    company: 'Riverside Family Clinic',
    interest: 'health care',
    method: '3',
    country: 'United States',
    email: 'maria@riversideclinic.com',
    phone: '15551234567',
    message: 'We would like a quote for claims management.',
  });
  expect(toast.success).toHaveBeenCalledWith(toastMessages.contactReceived);
  expect(screen.getByLabelText('First Name')).toHaveValue('');
  expect(screen.getByLabelText('I am Interested In...')).toHaveValue('');
});

test('a server refusal shows its message and keeps what was typed', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 400, json: async () => ({ message: 'Please insert a correct country' }) } as Response);
  render(<ContactForm />);
  await fill(valid);
  await send();
  expect(toast.error).toHaveBeenCalledWith('Please insert a correct country');
  expect(screen.getByLabelText('First Name')).toHaveValue('Maria');
});

test('an unreachable server is explained and nothing is lost', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  render(<ContactForm />);
  await fill(valid);
  await send();
  expect(toast.error).toHaveBeenCalledWith(toastMessages.serverUnreachable);
  expect(screen.getByLabelText('Message')).toHaveValue(valid.Message);
});

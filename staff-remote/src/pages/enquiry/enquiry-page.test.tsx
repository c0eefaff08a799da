import { userDataStore, type EnquiryDetail } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMember } from '../../testing/staff-member';
import EnquiryPage from './enquiry-page';

const enquiry: EnquiryDetail = {
  id: 7,
  createdAt: '2026-11-26T09:30:00.000+00:00',
  updatedAt: '2026-11-26T09:30:00.000+00:00',
  firstName: 'Maria',
  lastName: 'Lopez',
  title: 'Practice Manager',
  company: 'Riverside Clinic',
  email: 'maria@riverside.example',
  phone: '15551234567',
  country: 'United States',
  interest: 'datasphere',
  method: '3',
  message: '<script>alert(1)</script>\nSecond line',
  status: 'closed',
  notes: [
    {
      id: 2,
      kind: 'note',
      at: '2026-11-28T14:05:00.000+00:00',
      authorId: 'u-sam',
      author: 'sam@clarity.example',
      text: 'Second call 28/11: sent proposal.\n<b>not bold</b>',
    },
    { id: 1, kind: 'note', at: '2026-11-27T10:15:00.000+00:00', authorId: '', author: '', text: 'Called 27/11 10:15, left voicemail.' },
  ],
  assignee: '',
};

/** A note or reply the signed-in staff member (me@clarity.example) has just written, as the server answers it. */
const writtenNow = (kind: 'note' | 'reply', text: string) => ({
  id: 3,
  kind,
  at: '2026-11-28T15:00:00.000+00:00',
  authorId: 'u-me',
  author: 'me@clarity.example',
  text,
});

const api = installFakeFetch({
  'GET /staff/enquiries/7': ok(enquiry),
  'GET /staff/members': ok({ items: [{ email: 'sam@clarity.example', name: 'Sam' }] }),
});

beforeEach(() => userDataStore.save(staffMember));

function renderEnquiry() {
  renderPage('/staff/enquiries/7', { '/staff/enquiries/:id': <EnquiryPage /> });
}

test('shows what the visitor sent as text, and offers every status, so a closed enquiry can be reopened', async () => {
  renderEnquiry();
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry 7: Maria Lopez' })).toBeInTheDocument();
  expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  expect(document.querySelector('main script, section script')).toBeNull();
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect([...(status as HTMLSelectElement).options].map((option) => option.value)).toEqual(['new', 'contacted', 'qualified', 'closed']);
});

test('links to the audit log of this enquiry: everything done to it', async () => {
  renderEnquiry();
  expect(await screen.findByRole('link', { name: 'Everything done to this enquiry' })).toHaveAttribute(
    'href',
    '/staff/audit?record=enquiry%3A7',
  );
});

test('shows the notes newest first, each with its author and time, as text', async () => {
  renderEnquiry();
  const timeline = await screen.findByRole('list', { name: 'Notes and replies, newest first' });
  const items = within(timeline).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'sam@clarity.example · Nov 28, 2026, 2:05 PM UTCSecond call 28/11: sent proposal.\n<b>not bold</b>',
    'Earlier note (author not recorded) · Nov 27, 2026, 10:15 AM UTCCalled 27/11 10:15, left voicemail.',
  ]);
  expect(timeline.querySelector('b')).toBeNull();
  const time = within(items[0]!).getByText('Nov 28, 2026, 2:05 PM UTC');
  expect(time).toHaveAttribute('dateTime', '2026-11-28T14:05:00.000+00:00');
  expect(time).toHaveAttribute('title', '2026-11-28 14:05 UTC');
});

test('adds a note: the timeline shows it on top, the box empties', async () => {
  const added = writtenNow('note', 'Demo booked');
  api.on('POST /staff/enquiries/7/notes', { status: 201, body: { ...enquiry, notes: [added, ...enquiry.notes] } });
  renderEnquiry();
  const box = await screen.findByRole('textbox', { name: 'New note' });
  await userEvent.type(box, 'Demo booked');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(api.to('POST /staff/enquiries/7/notes').map((request) => request.body)).toEqual([{ text: 'Demo booked' }]));
  const timeline = screen.getByRole('list', { name: 'Notes and replies, newest first' });
  await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('me@clarity.example');
  expect(box).toHaveValue('');
  expect(screen.getByText('Note added.')).toBeInTheDocument();
});

test('a blank note is not sent; a refused one says why and keeps the text', async () => {
  api.on('POST /staff/enquiries/7/notes', { status: 400, body: { message: 'Invalid `text` param', type: 'general_argument_invalid' } });
  renderEnquiry();
  const box = await screen.findByRole('textbox', { name: 'New note' });
  await userEvent.type(box, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
  expect(api.to('POST /staff/enquiries/7/notes')).toHaveLength(0);
  await userEvent.clear(box);
  await userEvent.type(box, 'Kept');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Invalid `text` param')).toBeInTheDocument();
  expect(box).toHaveValue('Kept');
});

test('saves the status (back to New: reopened) and assignee, and shows the enquiry as the server now has it', async () => {
  api.on(
    'PATCH /staff/enquiries/7',
    ok({
      ...enquiry,
      status: 'new',
      assignee: 'sam@clarity.example',
      updatedAt: '2026-11-26T10:00:00.000+00:00',
    }),
  );
  renderEnquiry();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'new');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Sam (sam@clarity.example)' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'sam@clarity.example');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(api.to('PATCH /staff/enquiries/7').map((request) => request.body)).toEqual([{ status: 'new', assignee: 'sam@clarity.example' }]),
  );
  expect(await screen.findByText('New', { selector: 'p span' })).toBeInTheDocument();
  expect(screen.getByText('Saved.')).toBeInTheDocument();
});

test('a refused change says why', async () => {
  api.on('PATCH /staff/enquiries/7', { status: 400, body: { message: 'Invalid `status` param', type: 'general_argument_invalid' } });
  renderEnquiry();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'qualified');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Invalid `status` param')).toBeInTheDocument();
});

test('sends a reply to the enquirer: the timeline shows it as a reply, the status as the server now has it, the box empties', async () => {
  const reply = writtenNow('reply', 'Hello Maria');
  api.on('POST /staff/enquiries/7/replies', { status: 201, body: { ...enquiry, status: 'contacted', notes: [reply, ...enquiry.notes] } });
  renderEnquiry();
  expect(await screen.findByRole('heading', { name: 'Reply to Maria' })).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Your reply' });
  expect(box).toHaveAccessibleDescription(/Mailed to maria@riverside\.example from Clarity RCM/);
  await userEvent.type(box, 'Hello Maria');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(api.to('POST /staff/enquiries/7/replies').map((request) => request.body)).toEqual([{ text: 'Hello Maria' }]));
  const timeline = screen.getByRole('list', { name: 'Notes and replies, newest first' });
  await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^Reply mailed by me@clarity\.example · .*Hello Maria$/);
  expect(box).toHaveValue('');
  expect(screen.getByText('Reply sent.')).toBeInTheDocument();
  expect(screen.getByText('Contacted', { selector: 'p span' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
});

test('an empty reply is not sent and says so', async () => {
  renderEnquiry();
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), '  ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Write the reply first.')).toBeInTheDocument();
  expect(api.to('POST /staff/enquiries/7/replies')).toHaveLength(0);
});

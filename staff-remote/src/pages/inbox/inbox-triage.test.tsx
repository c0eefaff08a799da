import { userDataStore, type EnquiryList, type InboxEnquiry } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMember } from '../../testing/staff-member';
import InboxPage from './inbox-page';

const enquiry = (id: number, fields: Partial<InboxEnquiry>): InboxEnquiry => ({
  id,
  createdAt: '2026-11-26T09:30:00.000+00:00',
  firstName: 'Dana',
  lastName: `Whitfield ${id}`,
  company: 'Maple Grove Family Medicine',
  email: 'dana.m@maplegrovefm.com',
  interest: 'health care',
  status: 'new',
  assignee: '',
  assigneeName: '',
  overdue: false,
  ...fields,
});

const list: EnquiryList = {
  newCount: 2,
  counts: { new: 2, contacted: 3, qualified: 1, closed: 12 },
  nextCursor: null,
  items: [
    enquiry(9, { overdue: true, assignee: 'jordan.reyes@clarityrcm.com', assigneeName: 'Jordan Reyes' }),
    enquiry(8, { assignee: 'sam@clarityrcm.com' }),
    enquiry(7, { status: 'contacted' }),
  ],
};

const api = installFakeFetch({ 'GET /staff/enquiries': ok(list) });

beforeEach(() => userDataStore.save(staffMember));

test('the inbox counts every status, names each assignee and flags what waited past one business day', async () => {
  renderPage('/staff', { '/staff': <InboxPage /> });
  const counts = await screen.findByRole('list', { name: 'Enquiries by status' });
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['New 2', 'Contacted 3', 'Qualified 1', 'Closed 12']);
  const rows = screen.getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('Jordan Reyes')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Waiting over 1 business day')).toBeInTheDocument();
  // No name on the account: its address.
  expect(within(rows[1]!).getByText('sam@clarityrcm.com')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText('Waiting over 1 business day')).toBeNull();
  expect(screen.getAllByText('Waiting over 1 business day')).toHaveLength(1);
});

test('"Assigned to me" is a filter like the others: asked of the API, kept in the address', async () => {
  renderPage('/staff', { '/staff': <InboxPage /> });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Assigned to me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(api.to('GET /staff/enquiries').at(-1)?.path).toBe('/staff/enquiries?assigned=me'));
  expect(screen.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked();
});

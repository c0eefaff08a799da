import { STAFF_REQUEST_HEADER, userDataStore, type AuditRecord } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserBar } from '../../testing/browser-bar';
import { staffMember } from '../../testing/staff-member';
import AuditPage from './audit-page';

const record = (id: number, fields: Partial<AuditRecord>): AuditRecord => ({
  id,
  at: '2026-11-27T09:30:00.000+00:00',
  actorId: 'u-7f3a',
  actor: 'sam@clarity.example',
  actorName: '',
  action: 'enquiry.read',
  subject: 'enquiry:7',
  detail: '{}',
  address: '203.0.113.9',
  ...fields,
});

const api = installFakeFetch(() => ({
  'GET /staff/audit': ok({
    nextCursor: null,
    items: [
      record(4, { actorName: 'Sam Carter' }),
      record(3, {
        action: 'list.enquiries',
        subject: 'enquiries',
        detail: JSON.stringify({ filters: { q: 'lopez' }, cursor: 'WzEyXQ', limit: 25, rows: 25 }),
      }),
      record(2, {
        action: 'list.subscribers',
        subject: 'newsletter_subscribers',
        detail: JSON.stringify({ cursor: null, limit: 25, rows: 3 }),
      }),
      record(1, {
        actorId: 'cli',
        actor: 'cli:ops',
        address: '',
        action: 'role.grant',
        subject: 'user:u-7f3a',
        detail: JSON.stringify({ label: 'staff', email: 'sam@clarity.example' }),
      }),
    ],
  }),
}));

beforeEach(() => userDataStore.save(staffMember));

test('each record names who by user id and by the address they had, and says what a list view asked for', async () => {
  renderPage('/staff/audit', { '/staff/audit': <AuditPage /> });
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  const [, read, listed, subscribers, granted] = within(table).getAllByRole('row');
  expect(within(table).getByRole('columnheader', { name: 'User id' })).toBeInTheDocument();
  expect(listed).toHaveTextContent('sam@clarity.example');
  expect(listed).toHaveTextContent('u-7f3a');
  expect(listed).toHaveTextContent('Listed enquiries');
  expect(listed).toHaveTextContent('filters: {"q":"lopez"}; cursor: WzEyXQ; limit: 25; rows: 25');
  expect(subscribers).toHaveTextContent('Listed subscribers');
  expect(subscribers).toHaveTextContent('limit: 25; rows: 3');
  expect(subscribers).not.toHaveTextContent('cursor');
  expect(granted).toHaveTextContent('cli:ops');
  expect(granted).toHaveTextContent('Granted the staff role');
  expect(granted).toHaveTextContent('user:u-7f3a');
  expect(granted).toHaveTextContent('command line');
  // The name their account has, beside the address they had then and their user id.
  expect(within(read!).getByRole('cell', { name: /^Sam Carter/ })).toHaveTextContent('Sam Cartersam@clarity.example');
  expect(read).toHaveTextContent('u-7f3a');
  expect(api.to('GET /staff/audit').map((request) => [request.path, request.headers[STAFF_REQUEST_HEADER]])).toEqual([
    ['/staff/audit', '1'],
  ]);
});

test('a record links to everything done to it: the log filtered by that record, in the address', async () => {
  renderPage('/staff/audit', {
    '/staff/audit': (
      <>
        <AuditPage />
        <BrowserBar />
      </>
    ),
  });
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  await userEvent.click(within(table).getByRole('link', { name: 'user:u-7f3a' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/staff/audit?record=user%3Au-7f3a');
  await waitFor(() => expect(api.to('GET /staff/audit').at(-1)?.path).toBe('/staff/audit?record=user%3Au-7f3a'));
  expect(await screen.findByRole('searchbox', { name: /^Record/ })).toHaveValue('user:u-7f3a');
});

test('the filters (person, action, record, from, to) go into the address and to the API; an address with filters shows them', async () => {
  renderPage('/staff/audit', { '/staff/audit': <AuditPage /> });
  await screen.findByRole('table', { name: 'Audit log, newest first' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Person (name, email or user id)' }), 'sam@clarity.example');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Exported subscriptions');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Record (e.g. enquiry:12)' }), ' enquiry:7 ');
  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('To'), '2026-11-27');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(api.to('GET /staff/audit').map((request) => request.path)).toEqual([
      '/staff/audit',
      '/staff/audit?actor=sam%40clarity.example&action=export.subscriptions&record=enquiry%3A7&from=2026-11-01&to=2026-11-27',
    ]),
  );
  expect(screen.getByRole('searchbox', { name: 'Person (name, email or user id)' })).toHaveValue('sam@clarity.example');
});

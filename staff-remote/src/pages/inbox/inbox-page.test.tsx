import { STAFF_NO_ACCESS_MESSAGE, userDataStore, type EnquiryList, type UserData } from '@rcm/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffApi } from '../../lib/staff-api';
import InboxPage from './inbox-page';
import { renderPage } from '@rcm/shared/testing/react';

jest.mock('../../lib/staff-api', () => ({ ...jest.requireActual('../../lib/staff-api'), staffApi: { enquiries: jest.fn() } }));

const staffMember: UserData = { name: 'Sam Staff', username: 'sam@clarity.example', subscribtion: 'none', rc_score: 1, labels: ['staff'] };

const list: EnquiryList = {
  newCount: 1234,
  nextCursor: 'older',
  items: [
    {
      id: 7,
      createdAt: '2026-11-26T09:30:00.000+00:00',
      firstName: '<b>Zoë</b>',
      lastName: 'Lopez',
      company: '<img src=x onerror=alert(1)>',
      email: 'zoe@clinic.example',
      interest: 'datasphere',
      status: 'new',
      assignee: '',
    },
  ],
};

function renderInbox() {
  renderPage('/staff', { '/staff': <InboxPage />, '/staff/enquiries/:id': <h1>Enquiry page</h1> });
}

beforeEach(() => {
  jest.clearAllMocks();
  userDataStore.clear();
});

test('staff see the enquiries with the count of new ones; stored text is shown as text, never as HTML', async () => {
  userDataStore.save(staffMember);
  jest.mocked(staffApi.enquiries).mockResolvedValue({ ok: true, status: 200, message: '', value: list });
  renderInbox();
  expect(await screen.findByRole('heading', { level: 1, name: /Enquiries\s*1,234 new/ })).toBeInTheDocument();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  expect(document.querySelector('b')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: '<b>Zoë</b> Lopez' }));
  expect(screen.getByRole('heading', { name: 'Enquiry page' })).toBeInTheDocument();
});

test('filters go to the API and start again at the first page; "Older" follows the cursor', async () => {
  userDataStore.save(staffMember);
  jest.mocked(staffApi.enquiries).mockResolvedValue({ ok: true, status: 200, message: '', value: list });
  renderInbox();
  await userEvent.click(await screen.findByRole('button', { name: 'Older' }));
  await waitFor(() => expect(staffApi.enquiries).toHaveBeenLastCalledWith({}, { cursor: 'older' }));
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'riverside');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'contacted');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(staffApi.enquiries).toHaveBeenLastCalledWith({ q: 'riverside', status: 'contacted' }, { cursor: undefined }));
});

test('an account without the staff role is told it has no access, inside the page', async () => {
  userDataStore.save({ ...staffMember, labels: [] });
  jest.mocked(staffApi.enquiries).mockResolvedValue({ ok: false, status: 403, message: STAFF_NO_ACCESS_MESSAGE, unreachable: false });
  renderInbox();
  expect(await screen.findByText(STAFF_NO_ACCESS_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
});

test('a guest is sent to the login, which will bring them back', async () => {
  jest.mocked(staffApi.enquiries).mockResolvedValue({ ok: false, status: 401, message: 'log in', unreachable: false });
  renderInbox();
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fstaff' })).toBeInTheDocument();
});

test('a login that ended on the server is forgotten, and the visitor sent to log in again', async () => {
  userDataStore.save(staffMember);
  jest.mocked(staffApi.enquiries).mockResolvedValue({ ok: false, status: 401, message: 'expired', unreachable: false });
  renderInbox();
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fstaff' })).toBeInTheDocument();
  expect(userDataStore.getSnapshot()).toBeNull();
});

test('a server that cannot be reached is said so, with a way to try again', async () => {
  userDataStore.save(staffMember);
  jest
    .mocked(staffApi.enquiries)
    .mockResolvedValueOnce({ ok: false, status: 0, message: '', unreachable: true })
    .mockResolvedValue({ ok: true, status: 200, message: '', value: list });
  renderInbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('zoe@clinic.example')).toBeInTheDocument();
});

import { STAFF_NO_ACCESS_MESSAGE, userDataStore, type EnquiryList } from '@rcm/shared';
import { apiError, ok, unreachable } from '@rcm/shared/testing';
import { expectSentToLogInAgain, installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMember } from '../../testing/staff-member';
import { BrowserBar } from '../../testing/browser-bar';
import EnquiryPage from '../enquiry/enquiry-page';
import InboxPage from './inbox-page';

const list: EnquiryList = {
  newCount: 1234,
  counts: { new: 1234, contacted: 5, qualified: 2, closed: 40 },
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
      assigneeName: '',
      overdue: false,
    },
  ],
};

function renderInbox() {
  renderPage('/staff', { '/staff': <InboxPage />, '/staff/enquiries/:id': <h1>Enquiry page</h1> });
}

/** The inbox and the real enquiry page, at `url`, with the browser's bar. */
function renderConsoleAt(url: string) {
  renderPage(url, {
    '/staff': (
      <>
        <InboxPage />
        <BrowserBar />
      </>
    ),
    '/staff/enquiries/:id': (
      <>
        <EnquiryPage />
        <BrowserBar />
      </>
    ),
  });
}

/** The API has enquiry 7 (the listed one) to show, and no staff to assign it to. */
function answerEnquirySeven() {
  api.on(
    'GET /staff/enquiries/7',
    ok({
      ...list.items[0]!,
      title: '',
      method: '3',
      country: '',
      phone: '',
      message: 'Hi',
      notes: [],
      updatedAt: list.items[0]!.createdAt,
    }),
  );
  api.on('GET /staff/members', ok({ items: [] }));
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const api = installFakeFetch({ 'GET /staff/enquiries': ok(list) });
const asked = () => api.to('GET /staff/enquiries').map((request) => request.path);

beforeEach(() => userDataStore.clear());

test('staff see the enquiries with the count of new ones; stored text is shown as text, never as HTML', async () => {
  userDataStore.save(staffMember);
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
  renderInbox();
  await userEvent.click(await screen.findByRole('button', { name: 'Older' }));
  await waitFor(() => expect(asked().at(-1)).toBe('/staff/enquiries?cursor=older'));
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search name, company, email, phone or message' }), 'riverside');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'contacted');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(asked().at(-1)).toBe('/staff/enquiries?q=riverside&status=contacted'));
  expect(asked()).toEqual(['/staff/enquiries', '/staff/enquiries?cursor=older', '/staff/enquiries?q=riverside&status=contacted']);
});

test('a bookmarked view opens with its filters and page, in the form and asked of the API', async () => {
  userDataStore.save(staffMember);
  renderConsoleAt('/staff?q=Whitfield&status=contacted&interest=datasphere&from=2026-11-01&to=2026-11-30&page=c1');
  await waitFor(() =>
    expect(asked()).toEqual(['/staff/enquiries?q=Whitfield&status=contacted&interest=datasphere&from=2026-11-01&to=2026-11-30&cursor=c1']),
  );
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search name, company, email, phone or message' })).toHaveValue('Whitfield');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  expect(screen.getByRole('combobox', { name: 'Interest' })).toHaveValue('datasphere');
});

test('a status in the address that is none is left out', async () => {
  userDataStore.save(staffMember);
  renderConsoleAt('/staff?status=open&q=x');
  await waitFor(() => expect(asked()).toEqual(['/staff/enquiries?q=x']));
});

test("filters and pages are in the address; the browser's Back returns to the view before", async () => {
  userDataStore.save(staffMember);
  renderConsoleAt('/staff');
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search name, company, email, phone or message' }), 'whitfield');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(address()).toBe('/staff?q=whitfield'));
  await userEvent.click(await screen.findByRole('button', { name: 'Older' }));
  await waitFor(() => expect(address()).toBe('/staff?q=whitfield&page=older'));
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(address()).toBe('/staff?q=whitfield'));
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(address()).toBe('/staff'));
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search name, company, email, phone or message' })).toHaveValue(''));
  expect(asked()).toEqual([
    '/staff/enquiries',
    '/staff/enquiries?q=whitfield',
    '/staff/enquiries?q=whitfield&cursor=older',
    '/staff/enquiries?q=whitfield',
    '/staff/enquiries',
  ]);
});

test('"Back to the enquiries" and the browser\'s Back both return to the filtered page the enquiry was opened from', async () => {
  userDataStore.save(staffMember);
  answerEnquirySeven();
  renderConsoleAt('/staff?q=whitfield&status=new&page=c1');
  await userEvent.click(await screen.findByRole('link', { name: '<b>Zoë</b> Lopez' }));
  await userEvent.click(await screen.findByRole('link', { name: 'Back to the enquiries' }));
  await waitFor(() => expect(address()).toBe('/staff?q=whitfield&status=new&page=c1'));
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search name, company, email, phone or message' })).toHaveValue('whitfield');
  await userEvent.click(await screen.findByRole('link', { name: '<b>Zoë</b> Lopez' }));
  await screen.findByRole('link', { name: 'Back to the enquiries' });
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(address()).toBe('/staff?q=whitfield&status=new&page=c1'));
});

test('an enquiry opened without the inbox (a bookmark, a mail) goes back to the whole inbox', async () => {
  userDataStore.save(staffMember);
  answerEnquirySeven();
  renderConsoleAt('/staff/enquiries/7');
  expect(await screen.findByRole('link', { name: 'Back to the enquiries' })).toHaveAttribute('href', '/staff');
});

test('an account without the staff role is told it has no access, inside the page', async () => {
  userDataStore.save({ ...staffMember, labels: [] });
  api.on('GET /staff/enquiries', { status: 403, body: { message: STAFF_NO_ACCESS_MESSAGE } });
  renderInbox();
  expect(await screen.findByText(STAFF_NO_ACCESS_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
});

test('a guest is sent to the login, which will bring them back, without asking the API', async () => {
  api.on('GET /staff/enquiries', apiError(401, 'general_unauthorized_scope'));
  renderInbox();
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fstaff' })).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('a login that ended on the server is forgotten, and the visitor sent to log in again', async () => {
  userDataStore.save(staffMember);
  api.on('GET /staff/enquiries', apiError(401, 'general_unauthorized_scope'));
  renderInbox();
  await expectSentToLogInAgain('?next=%2Fstaff');
});

test('a server that cannot be reached is said so, with a way to try again', async () => {
  userDataStore.save(staffMember);
  api.on('GET /staff/enquiries', [unreachable, ok(list)]);
  renderInbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('zoe@clinic.example')).toBeInTheDocument();
});

import { userDataStore, type EnquiryDetail } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { renderPage, installFakeFetch } from '@rcm/shared/testing/react';
import { screen, waitFor } from '@testing-library/react';
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
  status: 'contacted',
  note: '',
  assignee: '',
};

const api = installFakeFetch({
  'GET /staff/enquiries/7': ok(enquiry),
  'GET /staff/members': ok({ items: [{ email: 'sam@clarity.example', name: 'Sam' }] }),
});

beforeEach(() => userDataStore.save(staffMember));

function renderEnquiry() {
  renderPage('/staff/enquiries/7', { '/staff/enquiries/:id': <EnquiryPage /> });
}

test('shows what the visitor sent as text, and offers only forward statuses', async () => {
  renderEnquiry();
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry 7: Maria Lopez' })).toBeInTheDocument();
  expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  expect(document.querySelector('main script, section script')).toBeNull();
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect([...(status as HTMLSelectElement).options].map((option) => option.value)).toEqual(['contacted', 'qualified', 'closed']);
});

test('saves the status, assignee and note, and shows the enquiry as the server now has it', async () => {
  api.on(
    'PATCH /staff/enquiries/7',
    ok({
      ...enquiry,
      status: 'qualified',
      assignee: 'sam@clarity.example',
      note: 'Demo booked',
      updatedAt: '2026-11-26T10:00:00.000+00:00',
    }),
  );
  renderEnquiry();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'qualified');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Sam (sam@clarity.example)' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'sam@clarity.example');
  await userEvent.type(screen.getByRole('textbox', { name: 'Internal note' }), 'Demo booked');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(api.to('PATCH /staff/enquiries/7').map((request) => request.body)).toEqual([
      { status: 'qualified', assignee: 'sam@clarity.example', note: 'Demo booked' },
    ]),
  );
  expect(await screen.findByText('Qualified', { selector: 'p span' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Saved.');
});

test('a refused change says why', async () => {
  api.on('PATCH /staff/enquiries/7', { status: 400, body: { message: 'Invalid `status` param', type: 'general_argument_invalid' } });
  renderEnquiry();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'closed');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Invalid `status` param')).toBeInTheDocument();
});

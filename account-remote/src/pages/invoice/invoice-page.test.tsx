import { billingMessages, invoiceMessages, userDataStore, type Invoice, type UserData } from '@rcm/shared';
import { apiError, ok, sessionJwt } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InvoicePage from './invoice-page';

const maria: UserData = { name: 'Maria Lopez', username: 'maria@clinic.com', subscribtion: 'gold', rc_score: 42 };

const invoice: Invoice = {
  number: 'INV-2026-000123',
  issued_at: '2026-11-27T16:00:00.000+00:00',
  customer: {
    name: 'Maria Lopez',
    email: 'maria@clinic.com',
    practice_name: 'Lopez Pediatrics',
    billing_address: '12 Elm Street\nSpringfield, IL 62701',
  },
  package: 'gold',
  kind: 'change',
  from_package: 'silver',
  period_start: '2026-11-27T16:00:00.000+00:00',
  period_end: '2026-12-27T16:00:00.000+00:00',
  price_cents: 5000,
  credit_cents: 2000,
  amount_cents: 3000,
  card_last4: '4242',
  demonstration: true,
};

const api = installFakeFetch({
  'POST /v1/account/jwts': sessionJwt,
  'GET /subscribtion/invoices/INV-2026-000123': ok(invoice),
  'GET /subscribtion/invoices/INV-2026-000999': apiError(404, 'invoice_not_found'),
});

beforeEach(() => userDataStore.clear());

const renderInvoice = (number: string) =>
  renderPage(`/profile/invoices/${number}`, { '/profile/invoices/:number': <InvoicePage />, '/profile': <h1>Profile page</h1> });

test("shows the customer's invoice: number, seller, who it is made out to, the line, the credit, the amount charged, the card", async () => {
  userDataStore.save(maria);
  renderInvoice('INV-2026-000123');
  const sheet = await screen.findByRole('article', { name: 'Invoice INV-2026-000123' });
  expect(within(sheet).getByText('Date: November 27, 2026')).toBeInTheDocument();
  expect(within(sheet).getByText('Clarity RCM, LLC')).toBeInTheDocument();
  for (const line of ['Maria Lopez', 'Lopez Pediatrics', 'maria@clinic.com']) expect(within(sheet).getByText(line)).toBeInTheDocument();
  expect(within(sheet).getByText(/12 Elm Street/)).toHaveTextContent('12 Elm Street Springfield, IL 62701');
  const rows = within(sheet)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'DescriptionAmount',
    'Gold package, one monthNovember 27, 2026 to December 27, 2026Replaces Silver$50.00',
    'Credit for unused days of the replaced package−$20.00',
    'Amount charged$30.00',
  ]);
  expect(within(sheet).getByText('Card ending in 4242')).toBeInTheDocument();
  expect(within(sheet).getByText(billingMessages.demonstration)).toBeInTheDocument();
});

test('"Print or save as PDF" opens the browser\'s print dialog; the way back leads to the profile', async () => {
  userDataStore.save(maria);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderInvoice('INV-2026-000123');
  await userEvent.click(await screen.findByRole('button', { name: invoiceMessages.print }));
  expect(print).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: invoiceMessages.back }));
  expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
});

test("a number that is not one of the customer's invoices says so, with nothing to print", async () => {
  userDataStore.save(maria);
  renderInvoice('INV-2026-000999');
  expect(await screen.findByRole('alert')).toHaveTextContent(invoiceMessages.notFound);
  expect(screen.queryByRole('button', { name: invoiceMessages.print })).toBeNull();
  expect(api.requests.map((request) => request.path)).toContain('/subscribtion/invoices/INV-2026-000999');
});

test('a visitor who is not logged in is offered the way to log in, and nothing is asked of the server', () => {
  renderInvoice('INV-2026-000123');
  expect(screen.getByRole('heading', { name: 'You are not logged in' })).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
});

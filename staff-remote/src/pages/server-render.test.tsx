// The console as the web server renders it (no session there) and as the browser then hydrates it.
import { staffPaths, userDataStore, type EnquiryList } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch, pageAt } from '@rcm/shared/testing/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import AuditPage from './audit/audit-page';
import InboxPage from './inbox/inbox-page';
import { staffMember } from '../testing/staff-member';

const api = installFakeFetch();
beforeEach(() => userDataStore.clear());

const inbox = () => pageAt(staffPaths.inbox, { [staffPaths.inbox]: <InboxPage /> });

/** The server's HTML of `element` hydrated here; returns React's complaints. */
async function hydrated(element: ReturnType<typeof inbox>): Promise<unknown[]> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  const complaints: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => void complaints.push(error) });
  });
  return complaints;
}

test("the server renders the console's frame, loading, for a visitor it cannot know, and asks the API nothing", () => {
  for (const [path, Page, title] of [
    [staffPaths.inbox, InboxPage, 'Enquiries'],
    [staffPaths.audit, AuditPage, 'Audit log'],
  ] as const) {
    const html = renderToString(pageAt(path, { [path]: <Page /> }));
    expect(html).toContain('aria-label="Staff console"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}`));
    expect(html).toContain('Loading…');
  }
  expect(api.requests).toEqual([]);
});

test('a guest hydrates that frame without a mismatch, then is sent to the login', async () => {
  expect(await hydrated(inbox())).toEqual([]);
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fstaff' })).toBeInTheDocument();
});

test('a staff member hydrates that frame without a mismatch, then gets the console', async () => {
  userDataStore.save(staffMember);
  const empty: EnquiryList = { newCount: 0, counts: { new: 0, contacted: 0, qualified: 0, closed: 0 }, nextCursor: null, items: [] };
  api.on('GET /staff/enquiries', ok(empty));
  expect(await hydrated(inbox())).toEqual([]);
  expect(await screen.findByText('0 new')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
});

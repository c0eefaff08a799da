import { getRuntimeConfig, STAFF_REQUEST_HEADER } from '@rcm/shared';
import { ok } from '@rcm/shared/testing';
import { installFakeFetch } from '@rcm/shared/testing/react';
import { staffApi } from './staff-api';

const calls: ReadonlyArray<readonly [string, () => Promise<unknown>, route: string, path: string]> = [
  ['enquiries', () => staffApi.enquiries({ q: 'lopez' }, { cursor: 'c1' }), 'GET /staff/enquiries', '/staff/enquiries?q=lopez&cursor=c1'],
  ['enquiry', () => staffApi.enquiry('7'), 'GET /staff/enquiries/7', '/staff/enquiries/7'],
  ['updateEnquiry', () => staffApi.updateEnquiry('7', { status: 'closed' }), 'PATCH /staff/enquiries/7', '/staff/enquiries/7'],
  ['members', () => staffApi.members(), 'GET /staff/members', '/staff/members'],
  ['subscribers', () => staffApi.subscribers({}), 'GET /staff/subscribers', '/staff/subscribers'],
  ['subscriptions', () => staffApi.subscriptions({}, {}), 'GET /staff/subscriptions', '/staff/subscriptions'],
  ['audit', () => staffApi.audit({}, { cursor: 'c2' }), 'GET /staff/audit', '/staff/audit?cursor=c2'],
  ['releases', () => staffApi.releases(), 'GET /staff/releases', '/staff/releases'],
  [
    'changeRelease',
    () => staffApi.changeRelease('marketing', 'abort', { reason: 'Errors up' }),
    'POST /staff/releases/marketing/abort',
    '/staff/releases/marketing/abort',
  ],
];

const api = installFakeFetch(Object.fromEntries(calls.map(([, , route]) => [route, ok({ items: [], nextCursor: null })])));

test.each(calls)("%s sends the session cookie and the console's header, which the API requires", async (_name, send, route, path) => {
  await send();
  expect(api.requests).toEqual([
    expect.objectContaining({
      url: `${getRuntimeConfig().backendUrl}${path}`,
      credentials: 'include',
      headers: expect.objectContaining({ [STAFF_REQUEST_HEADER.toLowerCase()]: '1', accept: 'application/json' }),
    }),
  ]);
  expect(api.to(route)).toHaveLength(1);
});

test('a change keeps its JSON content type next to the header', async () => {
  await staffApi.updateEnquiry('7', { status: 'closed' });
  expect(api.requests).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      body: { status: 'closed' },
      headers: expect.objectContaining({ 'content-type': 'application/json', [STAFF_REQUEST_HEADER.toLowerCase()]: '1' }),
    }),
  ]);
});

test("a note is added to the enquiry's timeline with the header, as JSON", async () => {
  api.on('POST /staff/enquiries/7/notes', ok({ id: 7 }));
  await staffApi.addNote('7', 'Second call: sent proposal.');
  expect(api.to('POST /staff/enquiries/7/notes')).toEqual([
    expect.objectContaining({
      body: { text: 'Second call: sent proposal.' },
      headers: expect.objectContaining({ 'content-type': 'application/json', [STAFF_REQUEST_HEADER.toLowerCase()]: '1' }),
    }),
  ]);
});

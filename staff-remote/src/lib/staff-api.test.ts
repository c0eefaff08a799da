import { getRuntimeConfig, STAFF_REQUEST_HEADER } from '@rcm/shared';
import { staffApi } from './staff-api';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ items: [], nextCursor: null }) } as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const calls: ReadonlyArray<readonly [string, () => Promise<unknown>, string]> = [
  ['enquiries', () => staffApi.enquiries({ q: 'lopez' }, { cursor: 'c1' }), '/staff/enquiries?q=lopez&cursor=c1'],
  ['enquiry', () => staffApi.enquiry('7'), '/staff/enquiries/7'],
  ['updateEnquiry', () => staffApi.updateEnquiry('7', { status: 'closed' }), '/staff/enquiries/7'],
  ['members', () => staffApi.members(), '/staff/members'],
  ['subscribers', () => staffApi.subscribers({}), '/staff/subscribers'],
  ['subscriptions', () => staffApi.subscriptions({}), '/staff/subscriptions'],
  ['audit', () => staffApi.audit({ cursor: 'c2' }), '/staff/audit?cursor=c2'],
];

test.each(calls)("%s sends the session cookie and the console's header, which the API requires", async (_name, send, path) => {
  await send();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(`${getRuntimeConfig().backendUrl}${path}`);
  expect(init.credentials).toBe('include');
  expect(init.headers).toMatchObject({ [STAFF_REQUEST_HEADER]: '1', accept: 'application/json' });
});

test('a change keeps its JSON content type next to the header', async () => {
  await staffApi.updateEnquiry('7', { note: 'x' });
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(init).toMatchObject({
    method: 'PATCH',
    body: '{"note":"x"}',
    headers: { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: '1' },
  });
});

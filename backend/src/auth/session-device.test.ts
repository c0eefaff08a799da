import { sessionDeviceOf } from './session-device';

test("a desktop Chrome reads as Appwrite's device detector names it", () => {
  const device = sessionDeviceOf(
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
  );
  expect(device).toEqual({
    osCode: 'WIN',
    osName: 'Windows',
    osVersion: '10',
    clientType: 'browser',
    clientCode: 'CH',
    clientName: 'Chrome',
    clientVersion: '70.0',
    clientEngine: 'Blink',
    clientEngineVersion: '70.0.3538.77',
    deviceName: 'desktop',
    deviceBrand: '',
    deviceModel: '',
  });
});

test.each([
  {
    what: 'a phone has its maker and model',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    fields: {
      osCode: 'IOS',
      osName: 'iOS',
      osVersion: '17.1',
      clientName: 'Mobile Safari',
      clientCode: 'MF',
      deviceName: 'smartphone',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone',
    },
  },
  {
    what: 'a Mac is a desktop without a guessed maker',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    fields: {
      osCode: 'MAC',
      osName: 'Mac',
      osVersion: '10.15',
      clientName: 'Safari',
      deviceName: 'desktop',
      deviceBrand: '',
      deviceModel: '',
    },
  },
  {
    what: 'Edge is itself, not the Chrome it is built on',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    fields: { clientName: 'Microsoft Edge', clientCode: 'PS', clientVersion: '120.0' },
  },
  {
    what: 'a system Appwrite has no code for (FreeBSD) keeps its name, with an empty code',
    userAgent: 'Mozilla/5.0 (X11; FreeBSD amd64; rv:120.0) Gecko/20100101 Firefox/120.0',
    fields: { osName: 'FreeBSD', osCode: '', clientName: 'Firefox', clientCode: 'FF' },
  },
  {
    what: 'a browser Appwrite has no code for (Lynx) keeps its name, with an empty code',
    userAgent: 'Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 OpenSSL/3.0.11',
    fields: { osName: '', osCode: '', clientType: 'browser', clientName: 'Lynx', clientCode: '', clientVersion: '2.9' },
  },
])('$what', ({ userAgent, fields }) => {
  expect(sessionDeviceOf(userAgent)).toMatchObject(fields);
});

test('a client that is no browser (a script, the SDK under Node) leaves every field empty', () => {
  for (const userAgent of ['node', '', 'curl/8.5.0']) {
    expect(Object.values(sessionDeviceOf(userAgent)).every((value) => value === '')).toBe(true);
  }
});

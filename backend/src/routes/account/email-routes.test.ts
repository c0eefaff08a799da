import { apiErrorOutcome as outcomeOf } from '../../testing/api-error-outcome';
import { checkRedirectUrl, mailedLink } from './mailed-links';

const SITE = ['https://clarityrcm.example', 'http://localhost:3000'];

/** Appwrite's refusal of a URL on a host that is no platform of the project. */
const refusedFor = (host: string) => ({
  status: 400,
  type: 'general_argument_invalid',
  message: `Invalid \`url\` param: Invalid URI. Register your new client (${host}) as a new Web platform on your project console dashboard`,
});

describe("a mailed link's url", () => {
  test("leads to one of the site's origins, over https or http", () => {
    expect(checkRedirectUrl('https://clarityrcm.example/reset-password', SITE).href).toBe('https://clarityrcm.example/reset-password');
    expect(checkRedirectUrl('http://localhost:3000/verify-email?from=profile', SITE).href).toBe(
      'http://localhost:3000/verify-email?from=profile',
    );
  });

  test("anything else is Appwrite's 400 naming the host, as an unregistered platform", () => {
    expect(outcomeOf(() => checkRedirectUrl('https://evil.example/reset-password', SITE))).toEqual(refusedFor('evil.example'));
    expect(outcomeOf(() => checkRedirectUrl('http://clarityrcm.example/reset-password', SITE))).toEqual(refusedFor('clarityrcm.example'));
    expect(outcomeOf(() => checkRedirectUrl('https://staff:secret@clarityrcm.example/reset-password', SITE))).toEqual(
      refusedFor('clarityrcm.example'),
    );
    expect(outcomeOf(() => checkRedirectUrl('https://staff@clarityrcm.example/reset-password', SITE))).toEqual(
      refusedFor('clarityrcm.example'),
    );
    expect(outcomeOf(() => checkRedirectUrl('https://:secret@clarityrcm.example/reset-password', SITE))).toEqual(
      refusedFor('clarityrcm.example'),
    );
  });

  test('only a web page: another scheme is refused even when its origin is configured as a site origin', () => {
    const misconfigured = [...SITE, 'ftp://files.clarityrcm.example', 'wss://live.clarityrcm.example'];
    expect(outcomeOf(() => checkRedirectUrl('ftp://files.clarityrcm.example/reset', misconfigured))).toEqual(
      refusedFor('files.clarityrcm.example'),
    );
    expect(outcomeOf(() => checkRedirectUrl('wss://live.clarityrcm.example/reset', misconfigured))).toEqual(
      refusedFor('live.clarityrcm.example'),
    );
  });

  test('a url that is not one names no host', () => {
    expect(outcomeOf(() => checkRedirectUrl('/reset-password', SITE))).toEqual({
      status: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `url` param: Invalid URI.',
    });
  });

  test('the link keeps the page and its own parameters, and sets userId, secret and expire', () => {
    const url = new URL('https://clarityrcm.example/reset-password?from=mail&secret=old');
    expect(mailedLink(url, { userId: 'u1', secret: 's e/cret', expire: '2026-11-27T10:00:00.000+00:00' })).toBe(
      'https://clarityrcm.example/reset-password?from=mail&secret=s+e%2Fcret&userId=u1&expire=2026-11-27T10%3A00%3A00.000%2B00%3A00',
    );
    expect(url.search).toBe('?from=mail&secret=old');
  });
});

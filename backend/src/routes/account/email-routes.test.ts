import { ApiError } from '../../errors/api-error';
import { checkRedirectUrl, mailedLink } from './email-routes';

const SITE = ['https://clarityrcm.example', 'http://localhost:3000'];

/** The message of the error `check` throws, or `accepted`. */
function outcomeOf(check: () => unknown): string {
  try {
    check();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return `${error.statusCode} ${error.type}: ${error.message}`;
  }
}

describe("a mailed link's url", () => {
  test("leads to one of the site's origins, over https or http", () => {
    expect(checkRedirectUrl('https://clarityrcm.example/reset-password', SITE).href).toBe('https://clarityrcm.example/reset-password');
    expect(checkRedirectUrl('http://localhost:3000/verify-email?from=profile', SITE).href).toBe('http://localhost:3000/verify-email?from=profile');
  });

  test("anything else is Appwrite's 400 naming the host, as an unregistered platform", () => {
    const refusedFor = (host: string) =>
      `400 general_argument_invalid: Invalid \`url\` param: Invalid URI. Register your new client (${host}) as a new Web platform on your project console dashboard`;
    expect(outcomeOf(() => checkRedirectUrl('https://evil.example/reset-password', SITE))).toBe(refusedFor('evil.example'));
    expect(outcomeOf(() => checkRedirectUrl('http://clarityrcm.example/reset-password', SITE))).toBe(refusedFor('clarityrcm.example'));
    expect(outcomeOf(() => checkRedirectUrl('https://staff:secret@clarityrcm.example/reset-password', SITE))).toBe(refusedFor('clarityrcm.example'));
    expect(outcomeOf(() => checkRedirectUrl('https://staff@clarityrcm.example/reset-password', SITE))).toBe(refusedFor('clarityrcm.example'));
    expect(outcomeOf(() => checkRedirectUrl('https://:secret@clarityrcm.example/reset-password', SITE))).toBe(refusedFor('clarityrcm.example'));
  });

  test('only a web page: another scheme is refused even when its origin is configured as a site origin', () => {
    const misconfigured = [...SITE, 'ftp://files.clarityrcm.example', 'wss://live.clarityrcm.example'];
    expect(outcomeOf(() => checkRedirectUrl('ftp://files.clarityrcm.example/reset', misconfigured))).toMatch(/^400 general_argument_invalid: .*\(files\.clarityrcm\.example\)/);
    expect(outcomeOf(() => checkRedirectUrl('wss://live.clarityrcm.example/reset', misconfigured))).toMatch(/^400 general_argument_invalid: .*\(live\.clarityrcm\.example\)/);
  });

  test('a url that is not one names no host', () => {
    expect(outcomeOf(() => checkRedirectUrl('/reset-password', SITE))).toBe('400 general_argument_invalid: Invalid `url` param: Invalid URI.');
  });

  test('the link keeps the page and its own parameters, and sets userId, secret and expire', () => {
    const url = new URL('https://clarityrcm.example/reset-password?from=mail&secret=old');
    expect(mailedLink(url, { userId: 'u1', secret: 's e/cret', expire: '2026-11-27T10:00:00.000+00:00' })).toBe(
      'https://clarityrcm.example/reset-password?from=mail&secret=s+e%2Fcret&userId=u1&expire=2026-11-27T10%3A00%3A00.000%2B00%3A00',
    );
    expect(url.search).toBe('?from=mail&secret=old');
  });
});

import { SITE_ORIGIN } from './test-server';

/**
 * Gives Node's fetch a browser-like cookie jar, so the Appwrite web SDK keeps its session
 * cookie between calls in tests as Chromium does, and, like a browser running the site's page,
 * an `Origin` on every request.
 */
export function installCookieJarFetch(origin = SITE_ORIGIN): { jar: Map<string, string>; restore: () => void } {
  const jar = new Map<string, string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('origin')) headers.set('origin', origin);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await realFetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, date] = attribute.trim().split('=');
        return key?.toLowerCase() === 'expires' && date !== undefined && Date.parse(date) <= Date.now();
      });
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { jar, restore: () => (globalThis.fetch = realFetch) };
}

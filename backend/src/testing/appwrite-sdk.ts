import { Account, AppwriteException, Client } from 'appwrite';
import { installCookieJarFetch } from './cookie-jar-fetch';
import { setUpTestServer, type TestServer } from './test-server';

/** The official SDK's `Account` against a test server's `/v1`, project `rcm`, as the pages make it. */
export const sdkAccount = (server: Pick<TestServer, 'url'>) => new Account(new Client().setEndpoint(`${server.url}/v1`).setProject('rcm'));

/** The `AppwriteException` a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function sdkFailure(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/**
 * A test file's server for the SDK, with a browser-like cookie jar on `fetch`: started before
 * its tests (handed to `ready`), the jar emptied before each, both closed after.
 */
export function sdkTestServer(ready: (server: TestServer, cookies: ReturnType<typeof installCookieJarFetch>) => void): void {
  const server = setUpTestServer();
  let cookies: ReturnType<typeof installCookieJarFetch> | undefined;
  beforeAll(() => {
    cookies = installCookieJarFetch();
    ready(server, cookies);
  });
  afterAll(() => cookies?.restore());
  beforeEach(() => cookies?.jar.clear());
}

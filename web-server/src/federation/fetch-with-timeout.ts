/**
 * A fetch that gives up after `timeoutMs` and treats an answer other than 2xx as a failure;
 * a 304 is no failure: it only answers a conditional request the caller made (If-None-Match).
 */
export async function fetchWithTimeout(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  if (!response.ok && response.status !== 304) {
    // Its body unread would hold the connection until collected (a poll refused every second).
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  return response;
}

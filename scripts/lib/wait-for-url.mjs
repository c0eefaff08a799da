// @ts-check
/**
 * Resolves once `url` answers 2xx (a server the script started is up); throws after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

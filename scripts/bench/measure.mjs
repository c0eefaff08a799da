// @ts-check
/* global window, document, requestAnimationFrame, MutationObserver */
/**
 * One cold page load in Chromium under mobile conditions (CDP: ~150 ms RTT, 1.6 Mbps down, the
 * CPU slowed by the rate asked for): when the main heading became visible, LCP, bytes and
 * requests transferred, and main-thread blocking time.
 */

/** The mobile network every load runs on. */
export const throttling = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** The CPU slowdowns the bench runs each page at by default: a mid-range phone and a slow one (issue 30). */
export const defaultCpuSlowdowns = [4, 8];

/** Installed before any page script: records heading visibility, LCP and long tasks. */
function observePage() {
  const metrics = { headingVisibleMs: -1, lcpMs: -1, blockingMs: 0, cls: 0 };
  Object.defineProperty(window, '__benchMetrics', { value: metrics });
  const checkHeading = () => {
    if (metrics.headingVisibleMs >= 0) return;
    const heading = document.querySelector('main h1, body > h1, header h1, h1');
    if (heading && heading.getBoundingClientRect().height > 0) {
      // The frame after the DOM change is when a person can see it.
      requestAnimationFrame(() => {
        if (metrics.headingVisibleMs < 0) metrics.headingVisibleMs = performance.now();
      });
    }
  };
  new MutationObserver(checkHeading).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', checkHeading);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.blockingMs += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = /** @type {{ value: number, hadRecentInput: boolean }} */ (/** @type {unknown} */ (entry));
      if (!shift.hadRecentInput) metrics.cls += shift.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * @typedef {object} PageMeasurement
 * @property {number} headingVisibleMs
 * @property {number} lcpMs
 * @property {number} blockingMs
 * @property {number} cls
 * @property {number} totalBytes bytes on the wire (compressed), all requests
 * @property {number} jsBytes bytes on the wire for scripts
 * @property {number} requests
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} cpuSlowdown how many times slower than this machine the CPU runs (CDP's rate)
 * @param {{ storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>> }} [visitor]
 *   what a signed-in visitor's browser holds (bench-account.mjs), for a personal page
 * @returns {Promise<PageMeasurement>}
 */
export async function measurePage(browser, url, cpuSlowdown, visitor = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...(visitor.storageState ? { storageState: visitor.storageState } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

  /** @type {Map<string, string>} */
  const types = new Map();
  let totalBytes = 0;
  let jsBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
  });

  await page.addInitScript(observePage);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => /** @type {any} */ (window).__benchMetrics.headingVisibleMs >= 0, undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Let LCP and long-task observers deliver their last entries.
  await page.waitForTimeout(500);
  const observed = await page.evaluate(() => ({ .../** @type {any} */ (window).__benchMetrics }));
  await context.close();
  return { ...observed, totalBytes, jsBytes, requests };
}

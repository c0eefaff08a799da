// Why: real visitors' measurements, without weighing on the page they measure (the reporting code loads when the browser is idle).
import type { RuntimeConfig } from '@rcm/shared';
import { useLocation } from '@rcm/shared/routing';
import { useEffect } from 'react';
import type { RumFailureKind } from '@rcm/shared/rum';
import type { RumReporter } from './rum-reporter';
import { reportsThisPageLoad } from './sampling';

/** What happens before the reporting code has loaded, replayed once it has. */
type Pending = Array<(reporter: RumReporter) => void>;

/** Unsampled: undefined (nothing is ever reported); sampled: the events waiting, then the reporter. */
let reporting: Pending | RumReporter | undefined;

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
};

/**
 * Decides, once per page load, whether it reports (see sampling.ts), and if so loads the
 * reporting code and web-vitals when the browser is idle. Called as the shell starts, so a
 * failure while it takes the page over is reported too.
 */
export function startRum(config: RuntimeConfig): void {
  if (!reportsThisPageLoad(config, navigator as Navigator & { globalPrivacyControl?: boolean }, Math.random)) return;
  const pending: Pending = [];
  reporting = pending;
  const landingPath = location.pathname;
  whenIdle(() => {
    void import(/* webpackChunkName: "rum" */ './rum-reporting').then(({ startReporting }) => {
      const reporter = startReporting(config, landingPath);
      reporting = reporter;
      for (const event of pending) event(reporter);
    });
  });
}

function report(event: (reporter: RumReporter) => void): void {
  if (Array.isArray(reporting)) reporting.push(event);
  else if (reporting) event(reporting);
}

/** A page shown (the first, and each one client routing shows after it). */
export const reportPageView = (pathname: string): void => report((reporter) => reporter.pageView(pathname));

/** A failure on the page shown now: its remote not loading, its error boundary catching, hydration not matching. */
export const reportFailure = (kind: RumFailureKind): void => {
  const { pathname } = location;
  report((reporter) => reporter.failure(kind, pathname));
};

/**
 * Reports the page shown now and each page a navigation shows after it: a hook of the site's
 * layout. (Subscribing to the router from outside React, as this first did, kept React Router's
 * ScrollRestoration from restoring the position on Back; the browser test of WEB-1 caught it.)
 */
export function useReportedPageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => reportPageView(pathname), [pathname]);
}

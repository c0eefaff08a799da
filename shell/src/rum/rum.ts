// Why: real visitors' measurements, without weighing on the page they measure (the reporting code loads when the browser is idle).
import type { RuntimeConfig } from '@rcm/shared';
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

/** The part of the site's router `trackPageViews` reads. */
interface ObservedRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
interface RouterState {
  location: { pathname: string };
  navigation: { state: string };
}

/** Reports the page shown now and each one a navigation settles on; returns the unsubscribe. */
export function trackPageViews(router: ObservedRouter): () => void {
  let shown = router.state.location.pathname;
  reportPageView(shown);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
    shown = state.location.pathname;
    reportPageView(shown);
  });
}

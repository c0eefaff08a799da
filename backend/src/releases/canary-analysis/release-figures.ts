/**
 * What the visitors' browsers and the web servers measured of one release of one remote over a
 * window (the canary's current step): the analysis compares the candidate's with the live
 * release's. Read from Prometheus or from the web servers' own `/metrics` (`FiguresSource`).
 */
export interface ReleaseFigures {
  /** Page views reported by visitors' beacons (`rcm_rum_page_views_total`). */
  pageViews: number;
  /** Page views that failed: a load failure, a caught render error or a hydration mismatch (`rcm_rum_failures_total`). */
  failedPageViews: number;
  /** Pages the web servers set out to render (`rcm_page_renders_total`, both outcomes). */
  serverRenders: number;
  /** Of those, the ones left to the browser because the page or layout threw (`outcome="fallback"`). */
  serverFallbacks: number;
  /** 75th percentile of Largest Contentful Paint, seconds; null without a measurement. */
  lcpP75: number | null;
  /** 75th percentile of Interaction to Next Paint, seconds; null without a measurement. */
  inpP75: number | null;
}

/** Where the analysis reads the figures of `release` of `remote` since `since`. */
export interface FiguresSource {
  figures(remote: string, release: string, since: Date, now: Date): Promise<ReleaseFigures>;
}

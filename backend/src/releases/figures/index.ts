/**
 * `@rcm/backend/release-figures`: each release's figures (page views, failures per page view,
 * fallbacks per render, p75 LCP and INP) from Prometheus or from the servers' own metrics, for
 * the canary analysis.
 */
export * from './release-figures';
export { prometheusFigures, queryPrometheus } from './prometheus-figures';
export { serverMetricsFigures } from './server-metrics-figures';

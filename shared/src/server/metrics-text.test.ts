import { parseMetricsText, prometheusNumber } from './metrics-text';

test("a /metrics reply's samples: comments skipped, escaped label values read back, +Inf and timestamps understood", () => {
  const text = [
    '# HELP rcm_page_renders_total Pages rendered.',
    '# TYPE rcm_page_renders_total counter',
    'rcm_page_renders_total{remote="marketing",release="r1",outcome="server"} 12',
    'odd_total{note="a \\"quoted\\" \\\\ back\\nslash"} 1 1700000000000',
    'rcm_rum_lcp_seconds_bucket{le="+Inf",remote="marketing"} 7',
    'process_start_time_seconds 1.7e9',
    '',
  ].join('\n');
  expect(parseMetricsText(text)).toEqual([
    { name: 'rcm_page_renders_total', labels: { remote: 'marketing', release: 'r1', outcome: 'server' }, value: 12 },
    { name: 'odd_total', labels: { note: 'a "quoted" \\ back\nslash' }, value: 1 },
    { name: 'rcm_rum_lcp_seconds_bucket', labels: { le: '+Inf', remote: 'marketing' }, value: 7 },
    { name: 'process_start_time_seconds', labels: {}, value: 1.7e9 },
  ]);
  expect([prometheusNumber('+Inf'), prometheusNumber('-Inf'), prometheusNumber('0.25')]).toEqual([Infinity, -Infinity, 0.25]);
  expect(prometheusNumber('NaN')).toBeNaN();
});

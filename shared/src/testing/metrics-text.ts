import { parseMetricsText } from '../server/metrics-text';

/**
 * The sum of the samples of `name` in a `/metrics` reply whose labels include `labels`
 * (`{ route: '/contact' }` adds up every method and status of that route); undefined when no
 * sample matches, so a test can tell "zero" from "not there".
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const sample of parseMetricsText(text)) {
    if (sample.name !== name) continue;
    if (Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted)) sum = (sum ?? 0) + sample.value;
  }
  return sum;
}

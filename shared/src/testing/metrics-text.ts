/** One sample line of Prometheus' text format: `name{label="value",…} 12.5`. */
const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The sum of the samples of `name` in a `/metrics` reply whose labels include `labels`
 * (`{ route: '/contact' }` adds up every method and status of that route); undefined when no
 * sample matches, so a test can tell "zero" from "not there".
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const [, sampleName, labelText = '', value] = SAMPLE.exec(line) ?? [];
    if (sampleName !== name || value === undefined) continue;
    const found = new Map([...labelText.matchAll(LABEL)].map(([, key, labelValue]) => [key, labelValue]));
    if (Object.entries(labels).every(([key, wanted]) => found.get(key) === wanted)) sum = (sum ?? 0) + Number(value);
  }
  return sum;
}

/** One sample of Prometheus' text format: `name{label="value",…} 12.5`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;
const ESCAPED = /\\(.)/g;

/** A label value as written, its escapes (`\\`, `\"`, `\n`) undone. */
const unescaped = (value: string) => value.replace(ESCAPED, (_, char: string) => (char === 'n' ? '\n' : char));

/** A number as Prometheus writes one (a value, a histogram's `le`): `+Inf`, `-Inf` and `NaN` included. */
export function prometheusNumber(text: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  return Number(text);
}

/**
 * The samples of a `/metrics` reply in Prometheus' text format (what prom-client writes): every
 * line but comments and blank ones. Values are numbers (`+Inf`, `NaN` included); a histogram's
 * `le` stays a label, as Prometheus keeps it.
 */
export function parseMetricsText(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const [, name, labelText = '', value] = SAMPLE.exec(line) ?? [];
    if (name === undefined || value === undefined) continue;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key = '', labelValue = '']) => [key, unescaped(labelValue)]));
    samples.push({ name, labels, value: prometheusNumber(value) });
  }
  return samples;
}

import type { RemoteName } from '@rcm/shared';
import { prometheusNumber } from '@rcm/shared/server';
import { BUCKET_SERIES, COUNT_SERIES, countsByRelease } from './counts-by-release';
import type { ReleaseFiguresSource } from './release-figures';

interface VectorReply {
  status: 'success' | 'error';
  error?: string;
  data?: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

/** An instant query's samples from Prometheus' HTTP API (`/api/v1/query`) at `time` (Unix seconds). */
export async function queryPrometheus(prometheusUrl: string, query: string, time: number) {
  const url = new URL('api/v1/query', prometheusUrl.endsWith('/') ? prometheusUrl : `${prometheusUrl}/`);
  url.search = new URLSearchParams({ query, time: String(time) }).toString();
  const response = await fetch(url);
  const reply = (await response.json()) as VectorReply;
  if (reply.status !== 'success' || reply.data?.resultType !== 'vector')
    throw new Error(`Prometheus answered ${response.status} to ${query}: ${reply.error ?? reply.data?.resultType}`);
  return reply.data.result.map(({ metric, value }) => ({ labels: metric, value: prometheusNumber(value[1]) }));
}

/**
 * Release counts from Prometheus, which scrapes every instance: the recording rules of
 * ops/prometheus/rules/recording.yml, each queried at one and the same instant so the figures
 * belong together.
 */
export function prometheusFigures(prometheusUrl: string): ReleaseFiguresSource {
  return {
    async counts(remote: RemoteName) {
      const time = Date.now() / 1000;
      const sum = countsByRelease(remote);
      // The remote is one of three fixed names, never a visitor's text: safe in a selector.
      const select = (rule: string) => queryPrometheus(prometheusUrl, `${rule}{remote="${remote}"}`, time);
      await Promise.all([
        ...COUNT_SERIES.map(async ({ field, rule }) => {
          for (const { labels, value } of await select(rule)) sum.add(labels.release ?? '', field, value);
        }),
        ...BUCKET_SERIES.map(async ({ field, rule }) => {
          for (const { labels, value } of await select(rule))
            sum.addBucket(labels.release ?? '', field, prometheusNumber(labels.le ?? ''), value);
        }),
      ]);
      return sum.counts();
    },
  };
}

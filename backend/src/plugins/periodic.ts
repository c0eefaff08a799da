import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `everyMs`, one run at a time (a slow run
 * delays the next instead of overlapping it). A closing server stops the timer and waits for the
 * run under way, so no run meets a closed database. `job` handles its own errors.
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, job: () => Promise<void>): void {
  let latest = Promise.resolve();
  const run = () => (latest = latest.then(job));
  const timer = setInterval(() => void run(), everyMs).unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await latest;
  });
}

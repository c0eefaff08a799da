import fp from 'fastify-plugin';
import type { ReleaseFiguresSource } from '../releases/figures';
import { sampleReleaseFigures } from '../releases/figures-history';
import { runPeriodically } from './periodic';

/** How often the release figures are sampled (the slots' length), how long kept, and where read. */
export interface ReleaseFiguresSamplerOptions {
  everyMs: number;
  keepMs: number;
  figures: ReleaseFiguresSource;
}

/**
 * The release figures sampler (`releases/figures-history/`), run by every instance that has it
 * on: each slot is claimed in the database, so it is sampled once however many instances run
 * it. A remote whose figures could not be read is a warning (its next sample covers the gap).
 */
export const releaseFiguresSamplerPlugin = fp<{ clock: () => Date; sampler?: ReleaseFiguresSamplerOptions }>(
  async (app, { clock, sampler }) => {
    if (!sampler) return;
    runPeriodically(app, sampler.everyMs, async () => {
      try {
        const outcome = await sampleReleaseFigures({ db: app.db, ...sampler }, clock());
        if (outcome.unread.length > 0) app.log.warn(outcome, 'release figures not read for a remote; its next sample covers the gap');
      } catch (error) {
        app.log.warn({ err: error }, 'the release figures sampler could not run; trying again at the next slot');
      }
    });
  },
  { name: 'release-figures-sampler', dependencies: ['database'] },
);

import type { RemoteName } from '@rcm/shared';
import fp from 'fastify-plugin';
import type { ReleaseFiguresSource } from '../releases/figures';
import { analyseCanaries } from '../releases/canary-analysis/canary-pass';
import type { CanaryThresholds } from '../releases/canary-analysis/canary-thresholds';
import { runPeriodically } from './periodic';

/** How often this instance looks at the running canaries, where it reads their figures, and each remote's thresholds. */
export interface CanaryAnalysisOptions {
  everyMs: number;
  figures: ReleaseFiguresSource;
  thresholds: (remote: RemoteName) => CanaryThresholds;
}

/**
 * The canary analysis (`releases/canary-analysis/`), run by every instance that has it on: each
 * canary's look is claimed in the database, so it is done once however many instances run it.
 * What it changes is logged; a look that could not judge is a warning (the next one tries again).
 */
export const canaryAnalysisPlugin = fp<{ clock: () => Date; analysis?: CanaryAnalysisOptions }>(
  async (app, { clock, analysis }) => {
    if (!analysis) return;
    runPeriodically(app, analysis.everyMs, async () => {
      try {
        const outcomes = await analyseCanaries(
          { db: app.db, mail: app.mail, checkEveryMs: analysis.everyMs, figures: analysis.figures, thresholds: analysis.thresholds },
          clock(),
        );
        for (const outcome of outcomes) {
          if (outcome.action === 'unjudged') app.log.warn(outcome, 'a canary could not be judged; the next look tries again');
          else if (outcome.action !== 'waiting' && outcome.action !== 'healthy') app.log.info(outcome, `canary ${outcome.action}`);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'the canary analysis could not run; trying again at the next pass');
      }
    });
  },
  { name: 'canary-analysis', dependencies: ['database', 'mail'] },
);

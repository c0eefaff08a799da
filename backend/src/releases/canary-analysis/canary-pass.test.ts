import type { CanaryLook, RemoteName } from '@rcm/shared';
import { queuedMailsTo } from '../../testing/outbox';
import { releaseAudit, sampleManifest, signedInReleaser } from '../../testing/releases';
import { testOperator } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';
import { abortCanary, promote, startCanary } from '../release-channels';
import { listReleases, publishRelease } from '../release-store';
import { abortReason, analyseCanaries, type CanaryPassDependencies } from './canary-pass';
import { DEFAULT_CANARY_THRESHOLDS } from './canary-thresholds';
import type { FiguresSource, ReleaseFigures } from './release-figures';

const server = setUpTestServer();
const good: ReleaseFigures = { pageViews: 100, failedPageViews: 0, serverRenders: 50, serverFallbacks: 0, lcpP75: 1, inpP75: 0.1 };
const start = new Date('2026-12-07T10:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The figures each release shows, as a test sets them, and each window the analysis asked for. */
function scriptedFigures(byRelease: Record<string, ReleaseFigures>) {
  const asked: Array<{ remote: string; release: string; since: string }> = [];
  const source: FiguresSource = {
    figures: async (remote, release, since) => {
      asked.push({ remote, release, since: since.toISOString() });
      return byRelease[release] ?? { ...good, pageViews: 0, serverRenders: 0, lcpP75: null, inpP75: null };
    },
  };
  return { source, asked, byRelease };
}

async function liveAndCandidate(remote: RemoteName = 'marketing') {
  const live = sampleManifest(remote, start);
  const candidate = sampleManifest(remote, start);
  for (const manifest of [live, candidate]) await publishRelease(server.app.db, manifest, 'test', testOperator, start);
  await promote(server.app.db, remote, live.id, 'test', testOperator, start);
  return { live: live.id, candidate: candidate.id };
}

/** One pass's outcome for `remote` (the other tests' canaries may run too: one database). */
async function passFor(remote: RemoteName, figures: FiguresSource, now: Date) {
  return (await analyseCanaries(deps(figures), now)).filter((outcome) => outcome.remote === remote);
}

function deps(figures: FiguresSource): CanaryPassDependencies {
  return { db: server.app.db, figures, thresholds: () => DEFAULT_CANARY_THRESHOLDS, mail: server.app.mail, checkEveryMs: 30_000 };
}

async function channel(remote: RemoteName = 'marketing') {
  const [listed] = await listReleases(server.app.db, [remote]);
  return listed!.channel;
}

async function storedJudgement(remote: RemoteName = 'marketing'): Promise<CanaryLook | null> {
  const row = await server.app.db
    .selectFrom('release_channels')
    .select('canary_analysis')
    .where('remote', '=', remote)
    .executeTakeFirstOrThrow();
  return row.canary_analysis === null ? null : (JSON.parse(row.canary_analysis) as CanaryLook);
}

describe(`the canary analysis (${describeDatabase()})`, () => {
  test('a canary failing its visitors is aborted: everyone is back on the live release; the history, the audit log and the release managers get the figures', async () => {
    const manager = await signedInReleaser(server, ['marketing']);
    const otherTeam = await signedInReleaser(server, ['account']);
    const { live, candidate } = await liveAndCandidate();
    await startCanary(server.app.db, 'marketing', candidate, 50, 'try it', testOperator, start);
    const figures = scriptedFigures({ [live]: good, [candidate]: { ...good, pageViews: 60, failedPageViews: 24 } });

    const outcomes = await passFor('marketing', figures.source, at(60));

    const finding = "failed page views: 40.0 % of 60 against the live release's 0.0 % of 100 (allowed up to 2.0 %)";
    expect(outcomes).toEqual([{ remote: 'marketing', release: candidate, action: 'aborted', findings: [finding] }]);
    expect(figures.asked).toEqual([
      { remote: 'marketing', release: candidate, since: start.toISOString() },
      { remote: 'marketing', release: live, since: start.toISOString() },
    ]);
    expect(await channel()).toEqual({ live, canary: null });
    const audit = (await releaseAudit(server)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'release.abort',
      subject: `release:marketing/${candidate}`,
      actor_id: 'canary-analysis',
      actor: 'canary analysis',
    });
    expect(audit.detail.reason).toBe(`Stopped by the canary analysis: ${finding}`);
    const [mail, ...more] = (await queuedMailsTo(server.app.db, manager.email)).filter((queued) => queued.kind === 'canary-aborted');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'canary-aborted', subject: `Canary stopped: marketing ${candidate}` });
    expect(mail!.text).toContain(finding);
    expect((await queuedMailsTo(server.app.db, otherTeam.email)).map((queued) => queued.kind)).not.toContain('canary-aborted');
    // The canary is gone, and with it the analysis's state.
    expect(await storedJudgement()).toBeNull();
    expect(await passFor('marketing', figures.source, at(120))).toEqual([]);
  });

  test('a canary not yet seen enough waits, and the console can read why; each look is done once, then only when due', async () => {
    const { live, candidate } = await liveAndCandidate('account');
    await startCanary(server.app.db, 'account', candidate, 10, 'try it', testOperator, start);
    const figures = scriptedFigures({ [live]: good, [candidate]: { ...good, pageViews: 7 } });

    const [outcome] = await passFor('account', figures.source, at(1));
    expect(outcome).toMatchObject({ action: 'waiting', release: candidate });
    expect(await storedJudgement('account')).toEqual({
      at: at(1).toISOString().replace('Z', '+00:00'),
      decision: 'wait',
      findings: [
        'page views so far: 7 on the canary, 100 on the live release (each needs 50)',
        "server renders that fell back to the browser: 0.0 % of 50 against the live release's 0.0 % of 50 (allowed up to 2.0 %)",
      ],
    });
    // Not due again for 30 s: another pass (another instance) does nothing.
    expect(await passFor('account', figures.source, at(20))).toEqual([]);
    expect(await passFor('account', figures.source, at(31))).toHaveLength(1);
    expect(await channel('account')).toEqual({ live, canary: { id: candidate, percent: 10 } });
  });

  test('a healthy canary with steps moves to each share once its step has run, then becomes live; without steps it waits for a person', async () => {
    const { live, candidate } = await liveAndCandidate('staff');
    await startCanary(server.app.db, 'staff', candidate, 10, 'try it', testOperator, start, {
      steps: { percents: [50, 100], stepSeconds: 300 },
    });
    const figures = scriptedFigures({ [live]: good, [candidate]: good });

    expect((await passFor('staff', figures.source, at(100)))[0]).toMatchObject({ action: 'healthy' });
    expect(await channel('staff')).toEqual({ live, canary: { id: candidate, percent: 10 } });
    expect((await passFor('staff', figures.source, at(300)))[0]).toMatchObject({ action: 'stepped', percent: 50 });
    expect(await channel('staff')).toEqual({ live, canary: { id: candidate, percent: 50 } });
    // The new step is a new window: its figures are asked from its own start.
    await passFor('staff', figures.source, at(400));
    expect(figures.asked.at(-1)).toEqual({ remote: 'staff', release: live, since: at(300).toISOString() });
    expect((await passFor('staff', figures.source, at(600)))[0]).toMatchObject({ action: 'promoted' });
    expect(await channel('staff')).toEqual({ live: candidate, canary: null });
    const actions = (await releaseAudit(server))
      .filter((entry) => entry.actor_id === 'canary-analysis' && entry.subject.startsWith('release:staff/'))
      .map((entry) => entry.action);
    expect(actions).toEqual(['release.canary', 'release.promote']);

    // Without steps, a healthy canary stays where a person put it.
    const next = sampleManifest('staff', start);
    await publishRelease(server.app.db, next, 'test', testOperator, start);
    await startCanary(server.app.db, 'staff', next.id, 25, 'try it', testOperator, at(700));
    figures.byRelease[next.id] = good;
    expect((await passFor('staff', figures.source, at(5000)))[0]).toMatchObject({ action: 'healthy' });
    expect(await channel('staff')).toEqual({ live: candidate, canary: { id: next.id, percent: 25 } });
  });

  test('a canary a person changed while it was judged is left alone (the guard refuses the stale action), and a source that fails leaves it running', async () => {
    const { live, candidate } = await liveAndCandidate();
    await startCanary(server.app.db, 'marketing', candidate, 50, 'try it', testOperator, start);
    const slow: FiguresSource = {
      figures: async (_remote, release) => {
        // A person moves the canary to 5 % while the analysis reads the figures.
        if (release === candidate) await startCanary(server.app.db, 'marketing', candidate, 5, 'gentler', testOperator, at(30));
        return release === candidate ? { ...good, failedPageViews: 90 } : good;
      },
    };
    expect(await passFor('marketing', slow, at(60))).toEqual([
      {
        remote: 'marketing',
        release: candidate,
        action: 'unjudged',
        findings: ['The canary of marketing changed while it was being analysed; the next analysis looks again.'],
      },
    ]);
    expect(await channel()).toEqual({ live, canary: { id: candidate, percent: 5 } });
    const down: FiguresSource = { figures: () => Promise.reject(new Error('Prometheus did not answer in 5 s')) };
    expect(await passFor('marketing', down, at(120))).toMatchObject([
      { action: 'unjudged', findings: ['Prometheus did not answer in 5 s'] },
    ]);
    expect(await channel()).toEqual({ live, canary: { id: candidate, percent: 5 } });
    await abortCanary(server.app.db, 'marketing', 'done', testOperator, at(90));
  });

  test("an abort's reason keeps within the registry's 500 characters", () => {
    const reason = abortReason(Array.from({ length: 20 }, (_, i) => `finding ${i} `.repeat(5)));
    expect(reason).toHaveLength(500);
    expect(reason.endsWith('…')).toBe(true);
    expect(abortReason(['short'])).toBe('Stopped by the canary analysis: short');
  });
});

import type { CanaryLook, RemoteName } from '@rcm/shared';
import { queuedMailsTo } from '../../testing/outbox';
import { releaseAudit, sampleManifest, signedInReleaser } from '../../testing/releases';
import { testOperator } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';
import { noCounts, type ReleaseCounts, type ReleaseFiguresSource } from '../figures';
import { abortCanary, promote, startCanary } from '../release-channels';
import { listReleases, publishRelease } from '../release-store';
import { abortReason, analyseCanaries, type CanaryPassDependencies } from './canary-pass';
import { DEFAULT_CANARY_THRESHOLDS } from './canary-thresholds';

const server = setUpTestServer();
const start = new Date('2026-12-07T10:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/**
 * The servers' cumulative counts per release, as a test makes visitors add to them (with
 * counts already there from before the canary, which the analysis must not count).
 */
function countingServers(remote: RemoteName) {
  const counts = new Map<string, ReleaseCounts>();
  const source: ReleaseFiguresSource = { counts: async () => [...counts.values()].map((entry) => ({ ...entry })) };
  const visits = (release: string, { views = 0, failed = 0, renders = 0, fallbacks = 0 }) => {
    const entry = counts.get(release) ?? noCounts(remote, release);
    counts.set(release, {
      ...entry,
      pageViews: entry.pageViews + views,
      failures: entry.failures + failed,
      renders: entry.renders + renders,
      fallbacks: entry.fallbacks + fallbacks,
    });
  };
  return { source, visits };
}

async function liveAndCandidate(remote: RemoteName) {
  const live = sampleManifest(remote, start);
  const candidate = sampleManifest(remote, start);
  for (const manifest of [live, candidate]) await publishRelease(server.app.db, manifest, 'test', testOperator, start);
  await promote(server.app.db, remote, live.id, 'test', testOperator, start);
  return { live: live.id, candidate: candidate.id };
}

const deps = (figures: ReleaseFiguresSource): CanaryPassDependencies => ({
  db: server.app.db,
  figures,
  thresholds: () => DEFAULT_CANARY_THRESHOLDS,
  mail: server.app.mail,
  checkEveryMs: 30_000,
});

/** One pass's outcomes for `remote` (the other tests' canaries may run too: one database). */
async function passFor(remote: RemoteName, figures: ReleaseFiguresSource, now: Date) {
  return (await analyseCanaries(deps(figures), now)).filter((outcome) => outcome.remote === remote);
}

async function channel(remote: RemoteName) {
  const [listed] = await listReleases(server.app.db, [remote]);
  return listed!.channel;
}

async function lastLook(remote: RemoteName): Promise<CanaryLook | null> {
  const [listed] = await listReleases(server.app.db, [remote]);
  return listed!.analysis?.last ?? null;
}

describe(`the canary analysis (${describeDatabase()})`, () => {
  test('a canary failing its visitors is aborted: everyone is back on the live release; the history, the audit log and the release managers get the figures', async () => {
    const manager = await signedInReleaser(server, ['marketing']);
    const otherTeam = await signedInReleaser(server, ['account']);
    const { live, candidate } = await liveAndCandidate('marketing');
    const servers = countingServers('marketing');
    // The live release's failures before the canary began are not the canary's comparison.
    servers.visits(live, { views: 1000, failed: 500 });
    await startCanary(server.app.db, 'marketing', candidate, 50, 'try it', testOperator, start);

    expect(await passFor('marketing', servers.source, at(1))).toEqual([
      {
        remote: 'marketing',
        release: candidate,
        action: 'waiting',
        findings: ['counting from this first look of the step: the next looks judge what came since'],
      },
    ]);
    servers.visits(live, { views: 100 });
    servers.visits(candidate, { views: 60, failed: 24 });
    const outcomes = await passFor('marketing', servers.source, at(31));

    const finding = "failed page views: 40.0 % of 60 against the live release's 0.0 % of 100 (allowed up to 2.0 %)";
    expect(outcomes).toEqual([{ remote: 'marketing', release: candidate, action: 'aborted', findings: [finding] }]);
    expect(await channel('marketing')).toEqual({ live, canary: null });
    const audit = (await releaseAudit(server)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'release.abort',
      subject: `release:marketing/${candidate}`,
      actor_id: 'canary-analysis',
      actor: 'canary analysis',
    });
    expect(audit.detail.reason).toBe(`Stopped by the canary analysis: ${finding}`);
    const mails = (await queuedMailsTo(server.app.db, manager.email)).filter((queued) => queued.kind === 'canary-aborted');
    expect(mails).toEqual([expect.objectContaining({ subject: `Canary stopped: marketing ${candidate}` })]);
    expect(mails[0]!.text).toContain(finding);
    expect((await queuedMailsTo(server.app.db, otherTeam.email)).map((queued) => queued.kind)).not.toContain('canary-aborted');
    // The canary is gone, and with it the analysis's state.
    expect((await listReleases(server.app.db, ['marketing']))[0]!.analysis).toBeNull();
    expect(await passFor('marketing', servers.source, at(120))).toEqual([]);
  });

  test('a canary not yet seen enough waits, and the list says why; each look is done once, then only when due', async () => {
    const { live, candidate } = await liveAndCandidate('account');
    const servers = countingServers('account');
    await startCanary(server.app.db, 'account', candidate, 10, 'try it', testOperator, start);
    await passFor('account', servers.source, at(1));
    servers.visits(live, { views: 100, renders: 50 });
    servers.visits(candidate, { views: 7, renders: 50 });

    const [outcome] = await passFor('account', servers.source, at(31));
    expect(outcome).toMatchObject({ action: 'waiting', release: candidate });
    expect(await lastLook('account')).toEqual({
      at: '2026-12-07T10:00:31.000+00:00',
      decision: 'wait',
      findings: [
        'page views so far: 7 on the canary, 100 on the live release (each needs 50)',
        "server renders that fell back to the browser: 0.0 % of 50 against the live release's 0.0 % of 50 (allowed up to 2.0 %)",
      ],
    });
    // Not due again for 30 s: another pass (another instance) does nothing.
    expect(await passFor('account', servers.source, at(50))).toEqual([]);
    expect(await passFor('account', servers.source, at(61))).toHaveLength(1);
    expect(await channel('account')).toEqual({ live, canary: { id: candidate, percent: 10 } });
  });

  test('a healthy canary with steps moves to each share once its step has run, then becomes live; without steps it waits for a person', async () => {
    const { live, candidate } = await liveAndCandidate('staff');
    const servers = countingServers('staff');
    await startCanary(server.app.db, 'staff', candidate, 10, 'try it', testOperator, start, {
      steps: { percents: [50, 100], stepSeconds: 300 },
    });
    const healthyStep = async (from: number) => {
      await passFor('staff', servers.source, at(from));
      servers.visits(live, { views: 100 });
      servers.visits(candidate, { views: 100 });
    };

    await healthyStep(1);
    expect((await passFor('staff', servers.source, at(100)))[0]).toMatchObject({ action: 'healthy' });
    expect(await channel('staff')).toEqual({ live, canary: { id: candidate, percent: 10 } });
    expect((await passFor('staff', servers.source, at(300)))[0]).toMatchObject({ action: 'stepped', percent: 50 });
    expect(await channel('staff')).toEqual({ live, canary: { id: candidate, percent: 50 } });
    // The new step starts from new counts: its first look judges nothing.
    expect((await passFor('staff', servers.source, at(301)))[0]).toMatchObject({ action: 'waiting' });
    servers.visits(live, { views: 100 });
    servers.visits(candidate, { views: 100 });
    expect((await passFor('staff', servers.source, at(600)))[0]).toMatchObject({ action: 'promoted' });
    expect(await channel('staff')).toEqual({ live: candidate, canary: null });
    const actions = (await releaseAudit(server))
      .filter((entry) => entry.actor_id === 'canary-analysis' && entry.subject.startsWith('release:staff/'))
      .map((entry) => entry.action);
    expect(actions).toEqual(['release.canary', 'release.promote']);

    // Without steps, a healthy canary stays where a person put it.
    const next = sampleManifest('staff', start);
    await publishRelease(server.app.db, next, 'test', testOperator, start);
    await startCanary(server.app.db, 'staff', next.id, 25, 'try it', testOperator, at(700));
    await passFor('staff', servers.source, at(701));
    servers.visits(candidate, { views: 100 });
    servers.visits(next.id, { views: 100 });
    expect((await passFor('staff', servers.source, at(5000)))[0]).toMatchObject({ action: 'healthy' });
    expect(await channel('staff')).toEqual({ live: candidate, canary: { id: next.id, percent: 25 } });
  });

  test('a canary a person changed while it was judged is left alone (the guard refuses the stale action), and a source that fails leaves it running', async () => {
    const { live, candidate } = await liveAndCandidate('marketing');
    const servers = countingServers('marketing');
    await startCanary(server.app.db, 'marketing', candidate, 50, 'try it', testOperator, start);
    await passFor('marketing', servers.source, at(1));
    servers.visits(live, { views: 100 });
    servers.visits(candidate, { views: 100, failed: 90 });
    const meddled: ReleaseFiguresSource = {
      counts: async (remote) => {
        // A person moves the canary to 5 % while the analysis reads the figures.
        await startCanary(server.app.db, 'marketing', candidate, 5, 'gentler', testOperator, at(30));
        return servers.source.counts(remote);
      },
    };
    expect(await passFor('marketing', meddled, at(31))).toEqual([
      {
        remote: 'marketing',
        release: candidate,
        action: 'unjudged',
        findings: ['The canary of marketing changed while it was being analysed; the next analysis looks again.'],
      },
    ]);
    expect(await channel('marketing')).toEqual({ live, canary: { id: candidate, percent: 5 } });
    const down: ReleaseFiguresSource = { counts: () => Promise.reject(new Error('Prometheus did not answer in 5 s')) };
    expect(await passFor('marketing', down, at(120))).toMatchObject([
      { action: 'unjudged', findings: ['Prometheus did not answer in 5 s'] },
    ]);
    expect(await channel('marketing')).toEqual({ live, canary: { id: candidate, percent: 5 } });
    await abortCanary(server.app.db, 'marketing', 'done', testOperator, at(150));
  });

  test("an abort's reason keeps within the registry's 500 characters", () => {
    const reason = abortReason(Array.from({ length: 20 }, (_, i) => `finding ${i} `.repeat(5)));
    expect(reason).toHaveLength(500);
    expect(reason.endsWith('…')).toBe(true);
    expect(abortReason(['short'])).toBe('Stopped by the canary analysis: short');
  });
});

import { releasePaths, type ReleaseChannelChange, type ReleaseListing, type ReleaseManifest } from '@rcm/shared';
import { releaseAudit, releaseCall, sampleManifest, signedInReleaser } from '../../testing/releases';
import type { SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';

/**
 * A remote's channel through the API: promote, rollback (back along the history), canary and
 * abort, each refused when it makes no sense, each bumping the map's version and leaving a
 * history entry and an audit record that carry the reason.
 */

const server = setUpTestServer();
let releaser: SignedInStaff;
const path = (action: 'promote' | 'rollback' | 'canary' | 'abort') => releasePaths.channel('marketing', action);
const change = (action: 'promote' | 'rollback' | 'canary' | 'abort', body: Record<string, unknown>) =>
  releaseCall(server, releaser.cookie, 'POST', path(action), { reason: `${action} test`, ...body });
const changed = async (action: 'promote' | 'rollback' | 'canary' | 'abort', body: Record<string, unknown> = {}) => {
  const reply = await change(action, body);
  if (reply.status !== 200) throw new Error(`${action}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json as unknown as ReleaseChannelChange;
};
const publish = async (): Promise<ReleaseManifest> => {
  const manifest = sampleManifest('marketing', server.app.clock());
  const reply = await releaseCall(server, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason: 'built' });
  if (reply.status !== 201) throw new Error(`publish: ${reply.status}`);
  return manifest;
};
const refusal = async (action: 'promote' | 'rollback' | 'canary' | 'abort', body: Record<string, unknown> = {}) => {
  const reply = await change(action, body);
  return [reply.status, reply.json.message];
};

beforeAll(async () => {
  releaser = await signedInReleaser(server, ['marketing']);
});

describe(`marketing's channel (${describeDatabase()})`, () => {
  let a: ReleaseManifest;
  let b: ReleaseManifest;
  let c: ReleaseManifest;

  test('with nothing live, rollback and abort are refused, saying why; an unpublished release cannot be promoted', async () => {
    expect(await refusal('rollback')).toEqual([409, 'Nothing is live for marketing yet: there is nothing to roll back.']);
    expect(await refusal('abort')).toEqual([409, 'No canary is running for marketing.']);
    const unpublished = sampleManifest().id;
    expect(await refusal('promote', { id: unpublished })).toEqual([404, `No release ${unpublished} of marketing has been published.`]);
    expect(await refusal('canary', { id: unpublished, percent: 5 })).toEqual([404, expect.stringContaining(unpublished)]);
    expect(await refusal('promote', { id: 'latest' })).toEqual([400, expect.stringContaining('`id`')]);
    expect(await refusal('promote', { id: unpublished, reason: ' ' })).toEqual([400, expect.stringContaining('`reason`')]);
    expect(await releaseAudit(server)).toEqual([]);
  });

  test('promote makes a release live, once; each change bumps the version and is audited with its reason, before and after', async () => {
    [a, b, c] = [await publish(), await publish(), await publish()];
    const first = await changed('promote', { id: a.id });
    expect(first).toEqual({ remote: 'marketing', version: expect.any(Number), channel: { live: a.id, canary: null } });
    expect(await refusal('promote', { id: a.id })).toEqual([409, `marketing ${a.id} is already live.`]);
    const second = await changed('promote', { id: b.id });
    expect(second.version).toBe(first.version + 1);
    const audit = (await releaseAudit(server)).filter((record) => record.action === 'release.promote');
    expect(audit.at(-1)).toEqual({
      action: 'release.promote',
      subject: `release:marketing/${b.id}`,
      actor_id: releaser.userId,
      actor: releaser.email,
      address: '127.0.0.1',
      detail: { reason: 'promote test', before: { live: a.id, canary: null }, after: { live: b.id, canary: null } },
    });
  });

  test('rollback goes back along the live releases, one each time, until the first: then 409', async () => {
    await changed('promote', { id: c.id });
    expect((await changed('rollback')).channel.live).toBe(b.id);
    expect((await changed('rollback')).channel.live).toBe(a.id);
    expect(await refusal('rollback')).toEqual([
      409,
      `marketing ${a.id} is the first release made live: there is no earlier one to roll back to.`,
    ]);
    // A promote after rollbacks is the new top: rolling back from it returns to a.
    await changed('promote', { id: c.id });
    expect((await changed('rollback', { reason: 'c broke the contact form' })).channel).toEqual({ live: a.id, canary: null });
    const events = ((await releaseCall(server, releaser.cookie, 'GET', releasePaths.releases)).json as unknown as ReleaseListing)
      .remotes[0]!.events;
    expect(events[0]).toEqual({
      remote: 'marketing',
      action: 'rollback',
      releaseId: a.id,
      percent: null,
      reason: 'c broke the contact form',
      actor: { id: releaser.userId, email: releaser.email },
      at: expect.any(String),
    });
  });

  test('a canary of 1 to 99 % of another published release; the live one cannot be its own; abort ends it; promoting it ends it', async () => {
    expect(await refusal('canary', { id: a.id, percent: 10 })).toEqual([
      409,
      `marketing ${a.id} is live: the live release cannot be its own canary.`,
    ]);
    for (const percent of [0, 100, 12.5, '10']) expect((await change('canary', { id: b.id, percent })).status).toBe(400);
    expect((await changed('canary', { id: b.id, percent: 10 })).channel).toEqual({ live: a.id, canary: { id: b.id, percent: 10 } });
    // Ramping up replaces it.
    expect((await changed('canary', { id: b.id, percent: 50 })).channel.canary).toEqual({ id: b.id, percent: 50 });
    const aborted = await changed('abort', { reason: 'errors went up' });
    expect(aborted.channel).toEqual({ live: a.id, canary: null });
    expect(await refusal('abort')).toEqual([409, 'No canary is running for marketing.']);

    await changed('canary', { id: c.id, percent: 25 });
    expect((await changed('promote', { id: c.id })).channel).toEqual({ live: c.id, canary: null });
    const audit = await releaseAudit(server);
    expect(audit.filter((record) => record.action === 'release.canary').map((record) => record.detail.percent)).toEqual([10, 50, 25]);
    expect(audit.find((record) => record.action === 'release.abort')).toMatchObject({
      subject: `release:marketing/${b.id}`,
      detail: { reason: 'errors went up', before: { live: a.id, canary: { id: b.id, percent: 50 } }, after: { live: a.id, canary: null } },
    });
  });

  test('a canary with steps: shares rising from its own up to 100 and a step length, given together; the list shows the analysis; a person taking over clears the steps', async () => {
    const d = await publish();
    for (const [steps, stepSeconds, field] of [
      [[50, 100], undefined, 'stepSeconds'],
      [undefined, 600, 'steps'],
      [[20, 50], 600, 'steps'],
      [[50, 40], 600, 'steps'],
      [[50, 101], 600, 'steps'],
      [[50, 100], 5, 'stepSeconds'],
      [[], 600, 'steps'],
    ] as const) {
      const reply = await change('canary', { id: d.id, percent: 20, steps, stepSeconds });
      expect([reply.status, reply.json.type, String(reply.json.message)]).toEqual([
        400,
        expect.any(String),
        expect.stringContaining(field),
      ]);
    }
    await changed('canary', { id: d.id, percent: 20, steps: [50, 100], stepSeconds: 600 });
    const listed = async () =>
      ((await releaseCall(server, releaser.cookie, 'GET', `${releasePaths.releases}?remote=marketing`)).json as unknown as ReleaseListing)
        .remotes[0]!.analysis;
    expect(await listed()).toEqual({ since: expect.any(String), steps: { percents: [50, 100], stepSeconds: 600 }, last: null });
    await changed('canary', { id: d.id, percent: 30 });
    expect(await listed()).toEqual({ since: expect.any(String), steps: null, last: null });
    await changed('abort');
    expect(await listed()).toBeNull();
  });

  test('changes of marketing leave the other remotes alone', async () => {
    const listing = (await releaseCall(server, (await signedInReleaser(server, ['account', 'staff'])).cookie, 'GET', releasePaths.releases))
      .json as unknown as ReleaseListing;
    expect(listing.remotes.map((remote) => [remote.remote, remote.channel, remote.analysis, remote.events])).toEqual([
      ['account', { live: null, canary: null }, null, []],
      ['staff', { live: null, canary: null }, null, []],
    ]);
  });
});

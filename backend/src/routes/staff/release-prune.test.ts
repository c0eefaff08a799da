import { releasePaths, type ReleaseListing, type ReleasePruning } from '@rcm/shared';
import { releaseAudit, releaseCall, sampleManifest, signedInReleaser } from '../../testing/releases';
import type { SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';

/**
 * Prune through the API (`POST /staff/releases/:remote/prune`): the registry decides which
 * releases' files may go (never the live one, the canary, the newest `keep`, one already
 * pruned, nor one served within RELEASE_KEEP_DAYS), records them in one audited change, and
 * refuses to serve them again. Who may prune is release-routes.test.ts's table of routes; the
 * step-up, release-preview.test.ts's.
 */

const KEEP_DAYS = 7;
const server = setUpTestServer({ deployToken: 'a-deploy-token-of-at-least-32-bytes-0123456789', releaseKeepDays: KEEP_DAYS });
let releaser: SignedInStaff;

const call = (path: string, body?: object) => releaseCall(server, releaser.cookie, 'POST', path, body);
const succeeded = async (path: string, body?: object) => {
  const reply = await call(path, body);
  if (reply.status !== 200 && reply.status !== 201) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json;
};
const prune = async (keep: number, reason = 'store clean-up') =>
  (await succeeded(releasePaths.prune('marketing'), { keep, reason })) as unknown as ReleasePruning;
const marketing = async () =>
  ((await releaseCall(server, releaser.cookie, 'GET', `${releasePaths.releases}?remote=marketing`)).json as unknown as ReleaseListing)
    .remotes[0]!;

describe(`prune (${describeDatabase()})`, () => {
  /** The releases newest first, as the list has them: r[0] is the newest. */
  let r: string[];

  beforeAll(async () => {
    releaser = await signedInReleaser(server, ['marketing']);
    for (let index = 0; index < 6; index += 1)
      await succeeded(releasePaths.releases, { ...sampleManifest('marketing', server.app.clock()), reason: 'built' });
    r = (await marketing()).releases.map((release) => release.id);
    const promote = (id: string) => succeeded(releasePaths.channel('marketing', 'promote'), { id, reason: 'ship' });
    // Live in turn: r[5], r[4], then r[1]; r[2] runs as the canary.
    await promote(r[5]!);
    await promote(r[4]!);
    await promote(r[1]!);
    await succeeded(releasePaths.channel('marketing', 'canary'), { id: r[2], percent: 10, reason: 'try' });
  });

  test('never the newest N, the live release, the canary, nor one live within RELEASE_KEEP_DAYS; recorded and audited once', async () => {
    const before = (await releaseAudit(server)).length;
    // Kept: r[0] (the newest), r[1] (live), r[2] (canary), r[4] and r[5] (live today).
    expect(await prune(1, '  disk nearly full ')).toEqual({ remote: 'marketing', pruned: [r[3]] });

    const audit = (await releaseAudit(server)).slice(before);
    expect(audit).toEqual([
      {
        action: 'release.prune',
        subject: 'release:marketing',
        actor_id: releaser.userId,
        actor: releaser.email,
        address: '127.0.0.1',
        detail: { reason: 'disk nearly full', keep: 1, ids: [r[3]] },
      },
    ]);
    const listed = await marketing();
    expect(listed.releases.map((release) => [release.id, release.prunedAt !== undefined])).toEqual(r.map((id) => [id, id === r[3]]));
    expect(listed.events[0]).toMatchObject({ action: 'prune', releaseId: r[3], reason: 'disk nearly full', percent: null });
    // Nothing more may go: nothing is recorded, nothing audited.
    expect(await prune(1)).toEqual({ remote: 'marketing', pruned: [] });
    expect((await releaseAudit(server)).length).toBe(before + 1);
  });

  test('a release last live more than RELEASE_KEEP_DAYS ago may go; the newest N count every published release', async () => {
    server.advanceClock(KEEP_DAYS * 24 * 60 * 60 + 60);
    releaser = await signedInReleaser(server, ['marketing']);
    // r[5] and r[4] stopped being live 7 days and a minute ago; r[3] is already pruned, so it is not named again.
    expect(await prune(1)).toEqual({ remote: 'marketing', pruned: [r[4], r[5]] });
    expect(await prune(0)).toEqual({ remote: 'marketing', pruned: [r[0]] });
    const listed = await marketing();
    expect(listed.releases.filter((release) => release.prunedAt === undefined).map((release) => release.id)).toEqual([r[1], r[2]]);
  });

  test('a pruned release cannot be promoted, started as a canary, rolled back to or previewed: 409, its files were pruned', async () => {
    const message = (id: string) => `marketing ${id} cannot be served again: its files were pruned from the release store.`;
    const refused = async (path: string, body?: object) => {
      const reply = await call(path, body);
      return [reply.status, reply.json.type, reply.json.message];
    };
    const id = r[3]!;
    expect(await refused(releasePaths.channel('marketing', 'promote'), { id, reason: 'again' })).toEqual([
      409,
      'release_pruned',
      message(id),
    ]);
    expect(await refused(releasePaths.channel('marketing', 'canary'), { id, percent: 5, reason: 'again' })).toEqual([
      409,
      'release_pruned',
      message(id),
    ]);
    expect(await refused(releasePaths.preview('marketing', id))).toEqual([409, 'release_pruned', message(id)]);
    // Live in turn were r[5], r[4], r[1]: a rollback from r[1] would go to r[4], whose files are gone.
    expect(await refused(releasePaths.channel('marketing', 'rollback'), { reason: 'back' })).toEqual([
      409,
      'release_pruned',
      message(r[4]!),
    ]);
    expect((await marketing()).channel).toEqual({ live: r[1], canary: { id: r[2], percent: 10 } });
  });

  test('keep is a whole number from 0 and the reason is not blank; neither refusal is recorded', async () => {
    const before = (await releaseAudit(server)).length;
    for (const body of [{ keep: -1, reason: 'x' }, { keep: 1.5, reason: 'x' }, { keep: 1, reason: '  ' }, { reason: 'x' }])
      expect([body, (await call(releasePaths.prune('marketing'), body)).status]).toEqual([body, 400]);
    expect((await releaseAudit(server)).length).toBe(before);
  });
});

import { releasePaths, type ReleaseListing, type ReleaseRecord } from '@rcm/shared';
import { releaseAudit, releaseCall, sampleManifest, signedInReleaser } from '../../testing/releases';
import { setStaffRoleOf, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, nodeFetch, setUpTestServer, signedInCookie, SITE_ORIGIN } from '../../testing/test-server';

/**
 * The release registry's staff routes: who may (a staff member with two factors who holds
 * `release:<remote>`), publishing (checked, never twice), and the list (only the caller's remotes).
 */

const server = setUpTestServer();
const reason = 'weekly release';

/** Every route about marketing's releases, with a body it would accept. */
const marketingRoutes = (): Array<[method: 'GET' | 'POST', path: string, body?: unknown]> => [
  // Every row has three items: jest takes a test function with more parameters than the row for one awaiting `done`.
  ['GET', `${releasePaths.releases}?remote=marketing`, undefined],
  ['POST', releasePaths.releases, { ...sampleManifest('marketing'), reason }],
  ['POST', releasePaths.channel('marketing', 'promote'), { id: sampleManifest().id, reason }],
  ['POST', releasePaths.channel('marketing', 'rollback'), { reason }],
  ['POST', releasePaths.channel('marketing', 'canary'), { id: sampleManifest().id, percent: 10, reason }],
  ['POST', releasePaths.channel('marketing', 'abort'), { reason }],
  ['POST', releasePaths.preview('marketing', sampleManifest().id), undefined],
  ['POST', releasePaths.prune('marketing'), { keep: 0, reason }],
];

describe(`who may release marketing (${describeDatabase()})`, () => {
  let customer: string;
  let staffWithoutRole: SignedInStaff;
  let accountReleaser: SignedInStaff;
  beforeAll(async () => {
    customer = await signedInCookie(server);
    staffWithoutRole = await signedInStaff(server);
    accountReleaser = await signedInReleaser(server, ['account']);
  });

  test.each(marketingRoutes())(
    '%s %s: a guest 401, a customer 403, staff without the role 403, a release:account holder 403',
    async (method, path, body) => {
      expect((await releaseCall(server, '', method, path, body)).status).toBe(401);
      expect((await releaseCall(server, customer, method, path, body)).status).toBe(403);
      const noRole = await releaseCall(server, staffWithoutRole.cookie, method, path, body);
      expect([noRole.status, noRole.json.message]).toEqual([403, expect.stringMatching(/release role/)]);
      const otherTeam = await releaseCall(server, accountReleaser.cookie, method, path, body);
      expect([otherTeam.status, otherTeam.json.message]).toEqual([403, expect.stringMatching(/needs the release:marketing role/)]);
      expect(await releaseAudit(server)).toEqual([]);
    },
  );

  test('a release role without the staff role, or a request without the console header, is refused', async () => {
    const former = await signedInReleaser(server, ['marketing']);
    await setStaffRoleOf(server, former.email, false);
    expect((await releaseCall(server, former.cookie, 'GET', releasePaths.releases)).status).toBe(403);
    const holder = await signedInReleaser(server, ['marketing']);
    const reply = await nodeFetch(`${server.url}${releasePaths.releases}`, { headers: { origin: SITE_ORIGIN, cookie: holder.cookie } });
    expect(reply.status).toBe(403);
    expect((await releaseCall(server, holder.cookie, 'GET', releasePaths.releases)).status).toBe(200);
  });
});

describe(`publishing (${describeDatabase()})`, () => {
  let releaser: SignedInStaff;
  beforeAll(async () => {
    releaser = await signedInReleaser(server, ['marketing']);
  });

  test('records who, when, the commit, exposed modules and shared versions; audited; an id is never published twice', async () => {
    const manifest = sampleManifest('marketing', server.app.clock());
    const published = await releaseCall(server, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason: `  ${reason} ` });
    expect(published.status).toBe(201);
    expect(published.json).toEqual({
      ...manifest,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      publishedBy: { id: releaser.userId, email: releaser.email },
      reason,
    });
    const again = await releaseCall(server, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason: 'again' });
    expect([again.status, again.json.type]).toEqual([409, 'release_already_exists']);
    expect(await releaseAudit(server)).toEqual([
      {
        action: 'release.publish',
        subject: `release:marketing/${manifest.id}`,
        actor_id: releaser.userId,
        actor: releaser.email,
        address: '127.0.0.1',
        detail: { reason, commit: manifest.commit },
      },
    ]);
  });

  test('refuses a malformed id, commit, module, reason or an unknown remote, naming the field; nothing is recorded', async () => {
    const manifest = sampleManifest();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ id: 'latest' }, 'id'],
      [{ id: '2026-12-06-1234567' }, 'id'],
      [{ commit: manifest.commit.toUpperCase() }, 'commit'],
      [{ commit: manifest.commit.slice(0, 39) }, 'commit'],
      [{ exposes: [] }, 'exposes'],
      [{ exposes: ['Home'] }, 'exposes'],
      [{ shared: { 'not a package': '1.0.0' } }, 'shared'],
      [{ shared: { 'react-dom/': '19.3.1' } }, 'shared'],
      [{ shared: { '../react': '19.3.1' } }, 'shared'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ remote: 'billing' }, 'remote'],
      [{ extra: true }, 'additional properties'],
    ];
    for (const [change, field] of refusals) {
      const reply = await releaseCall(server, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason, ...change });
      expect([change, reply.status, reply.json.message]).toEqual([change, 400, expect.stringContaining(field)]);
    }
    const { json } = await releaseCall(server, releaser.cookie, 'GET', releasePaths.releases);
    expect((json as unknown as ReleaseListing).remotes[0]!.releases.map((release) => release.id)).not.toContain(manifest.id);
  });
});

describe(`the list (${describeDatabase()})`, () => {
  test('shows the remotes the caller holds a role for, each with its releases and history newest first; ?remote= one of them', async () => {
    const both = await signedInReleaser(server, ['marketing', 'account']);
    const first = sampleManifest('account');
    const second = sampleManifest('account');
    for (const manifest of [first, second])
      expect((await releaseCall(server, both.cookie, 'POST', releasePaths.releases, { ...manifest, reason })).status).toBe(201);

    const listing = (await releaseCall(server, both.cookie, 'GET', releasePaths.releases)).json as unknown as ReleaseListing;
    expect(listing.remotes.map((remote) => remote.remote)).toEqual(['marketing', 'account']);
    const account = listing.remotes[1]!;
    expect(account.channel).toEqual({ live: null, canary: null });
    expect(account.releases.map((release: ReleaseRecord) => release.id)).toEqual([second.id, first.id]);
    expect(account.events.map((event) => [event.action, event.releaseId, event.actor.email])).toEqual([
      ['publish', second.id, both.email],
      ['publish', first.id, both.email],
    ]);

    const asked = await releaseCall(server, both.cookie, 'GET', `${releasePaths.releases}?remote=account`);
    expect((asked.json as unknown as ReleaseListing).remotes.map((remote) => remote.remote)).toEqual(['account']);
    const marketingOnly = await signedInReleaser(server, ['marketing']);
    expect((await releaseCall(server, marketingOnly.cookie, 'GET', `${releasePaths.releases}?remote=account`)).status).toBe(403);
    expect((await releaseCall(server, marketingOnly.cookie, 'GET', `${releasePaths.releases}?remote=billing`)).status).toBe(400);
  });
});

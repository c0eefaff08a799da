import { releasePaths, type LiveReleaseMap, type ReleaseChannelChange, type ReleaseListing } from '@rcm/shared';
import { releaseCall, sampleManifest, signedInReleaser } from '../testing/releases';
import type { SignedInStaff } from '../testing/staff-member';
import { describeDatabase, nodeFetch, setUpTestServer } from '../testing/test-server';

/**
 * `GET /releases/live`, what every web server polls: the deploy token only, an ETag that is the
 * map's version (a 304 when it has not moved), never cached; and the registry's changes, however
 * many instances make them at once, each applied and counted.
 */

const DEPLOY_TOKEN = 'a-deploy-token-of-at-least-32-bytes-0123456789';
const server = setUpTestServer({ deployToken: DEPLOY_TOKEN });
const withoutToken = setUpTestServer();
let releaser: SignedInStaff;

const live = (authorization: string | undefined, ifNoneMatch?: string) =>
  nodeFetch(`${server.url}${releasePaths.live}`, {
    headers: { ...(authorization === undefined ? {} : { authorization }), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });
const publish = async (remote: 'marketing' | 'account' = 'marketing') => {
  const manifest = sampleManifest(remote, server.app.clock());
  expect((await releaseCall(server, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason: 'built' })).status).toBe(201);
  return manifest.id;
};
const change = async (remote: 'marketing' | 'account', action: 'promote' | 'canary' | 'abort', body: Record<string, unknown> = {}) => {
  const reply = await releaseCall(server, releaser.cookie, 'POST', releasePaths.channel(remote, action), { reason: 'test', ...body });
  expect([action, reply.status]).toEqual([action, 200]);
  return reply.json as unknown as ReleaseChannelChange;
};

beforeAll(async () => {
  releaser = await signedInReleaser(server, ['marketing', 'account']);
});

describe(`the live release map (${describeDatabase()})`, () => {
  test('is not served without DEPLOY_TOKEN: 404', async () => {
    const reply = await nodeFetch(`${withoutToken.url}${releasePaths.live}`, { headers: { authorization: `Bearer ${DEPLOY_TOKEN}` } });
    expect(reply.status).toBe(404);
  });

  test('refuses a request without the deploy token, 401, whatever it carries instead', async () => {
    for (const authorization of [
      undefined,
      '',
      DEPLOY_TOKEN,
      `Bearer ${DEPLOY_TOKEN.slice(1)}`,
      `Bearer ${DEPLOY_TOKEN}x`,
      `Bearer x`,
      `Basic ${DEPLOY_TOKEN}`,
    ]) {
      const reply = await live(authorization);
      expect([authorization, reply.status, reply.headers.get('www-authenticate')]).toEqual([authorization, 401, 'Bearer realm="releases"']);
    }
    // A staff session is not a deploy token.
    const staffReply = await nodeFetch(`${server.url}${releasePaths.live}`, {
      headers: { cookie: releaser.cookie, 'x-staff-console': '1' },
    });
    expect(staffReply.status).toBe(401);
  });

  test('answers the map with its version as ETag, never cached; 304 while it has not moved; the new map once it has', async () => {
    const first = await live(`Bearer ${DEPLOY_TOKEN}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const map = (await first.json()) as LiveReleaseMap;
    expect(map.remotes).toEqual({
      marketing: { live: null, canary: null },
      account: { live: null, canary: null },
      staff: { live: null, canary: null },
    });
    expect(first.headers.get('etag')).toBe(`"${map.version}"`);

    const unchanged = await live(`Bearer ${DEPLOY_TOKEN}`, `"${map.version}"`);
    expect([unchanged.status, await unchanged.text()]).toEqual([304, '']);
    expect((await live(`Bearer ${DEPLOY_TOKEN}`, `W/"${map.version}", "x"`)).status).toBe(304);
    expect((await live(`Bearer ${DEPLOY_TOKEN}`, `"${map.version + 1}"`)).status).toBe(200);

    const a = await publish();
    // Publishing changes no channel: the map has not moved.
    expect((await live(`Bearer ${DEPLOY_TOKEN}`, `"${map.version}"`)).status).toBe(304);
    const b = await publish();
    await change('marketing', 'promote', { id: a });
    await change('marketing', 'canary', { id: b, percent: 20 });
    const moved = await live(`Bearer ${DEPLOY_TOKEN}`, `"${map.version}"`);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toBe(`"${map.version + 2}"`);
    expect(((await moved.json()) as LiveReleaseMap).remotes.marketing).toEqual({ live: a, canary: { id: b, percent: 20 } });
  });
});

describe(`changes at once, as several backend instances make them (${describeDatabase()})`, () => {
  test('two promotes at once are both applied, in some order, and the version moves twice', async () => {
    const [x, y] = [await publish('account'), await publish('account')];
    const before = ((await (await live(`Bearer ${DEPLOY_TOKEN}`)).json()) as LiveReleaseMap).version;
    const replies = await Promise.all([x, y].map((id) => change('account', 'promote', { id })));
    expect(replies.map((reply) => reply.version).sort((p, q) => p - q)).toEqual([before + 1, before + 2]);
    const last = replies.find((reply) => reply.version === before + 2)!;
    const after = (await (await live(`Bearer ${DEPLOY_TOKEN}`)).json()) as LiveReleaseMap;
    expect(after).toMatchObject({ version: before + 2, remotes: { account: { live: last.channel.live, canary: null } } });
    const listing = await releaseCall(server, releaser.cookie, 'GET', `${releasePaths.releases}?remote=account`);
    const { events } = (listing.json as unknown as ReleaseListing).remotes[0]!;
    expect(events.slice(0, 2).map((event) => [event.action, event.releaseId])).toEqual([
      ['promote', last.channel.live],
      ['promote', last.channel.live === x ? y : x],
    ]);
  });

  test('a canary started while another release is promoted is not lost: each change decides from the channel the other left', async () => {
    const [candidate, hotfix] = [await publish('account'), await publish('account')];
    for (let round = 0; round < 5; round++) {
      const [, promoted] = await Promise.all([
        change('account', 'canary', { id: candidate, percent: 10 }),
        change('account', 'promote', { id: hotfix }),
      ]);
      expect(promoted.channel.live).toBe(hotfix);
      const map = (await (await live(`Bearer ${DEPLOY_TOKEN}`)).json()) as LiveReleaseMap;
      expect([round, map.remotes.account]).toEqual([round, { live: hotfix, canary: { id: candidate, percent: 10 } }]);
      await change('account', 'abort');
      // Back to another live release, so the next round's promote is a change again.
      await change('account', 'promote', { id: await publish('account') });
    }
  });
});

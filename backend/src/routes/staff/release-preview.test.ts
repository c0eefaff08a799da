import { releasePaths, STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_SECONDS, type ReleasePreviewLink } from '@rcm/shared';
import { PREVIEW_PATH, previewSigningKey, verifyPreviewToken } from '@rcm/shared/server';
import { releaseAudit, releaseCall, sampleManifest, signedInReleaser } from '../../testing/releases';
import type { SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';

/**
 * Preview links (`POST /staff/releases/:remote/:id/preview`): signed with the key derived from
 * the deploy token, for a published release only, for an hour, audited; and the step-up every
 * release change and preview needs (a second factor at most 5 minutes old), as the exports do.
 * Who may ask at all is release-routes.test.ts's table of routes.
 */

const DEPLOY_TOKEN = 'a-deploy-token-of-at-least-32-bytes-0123456789';
const server = setUpTestServer({ deployToken: DEPLOY_TOKEN });
const withoutToken = setUpTestServer();
const reason = 'preview test';
let releaser: SignedInStaff;

const publish = async (on = server, as = releaser) => {
  const manifest = sampleManifest('marketing', on.app.clock());
  expect((await releaseCall(on, as.cookie, 'POST', releasePaths.releases, { ...manifest, reason })).status).toBe(201);
  return manifest.id;
};
const nowSeconds = () => Math.floor(server.app.clock().getTime() / 1000);

beforeAll(async () => {
  releaser = await signedInReleaser(server, ['marketing']);
});

describe(`a preview link (${describeDatabase()})`, () => {
  test('opens the site with the release for one hour: it verifies with the deploy token and names the remote and the release; audited', async () => {
    const id = await publish();
    const before = await releaseAudit(server);
    const made = await releaseCall(server, releaser.cookie, 'POST', releasePaths.preview('marketing', id));
    expect(made.status).toBe(200);
    const { url, expiresAt } = made.json as unknown as ReleasePreviewLink;
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.app.mail.siteUrl}${PREVIEW_PATH}`);

    const token = link.searchParams.get('token') ?? '';
    const now = nowSeconds();
    const grant = verifyPreviewToken(token, previewSigningKey(DEPLOY_TOKEN), now);
    expect(grant).toEqual({ remote: 'marketing', release: id, expiresAt: expect.any(Number) });
    expect(grant!.expiresAt - now).toBeGreaterThanOrEqual(60 * 60 - 1);
    expect(grant!.expiresAt - now).toBeLessThanOrEqual(60 * 60);
    expect(expiresAt).toBe(new Date(grant!.expiresAt * 1000).toISOString());
    // An hour later it opens nothing; another deployment's token does not take it.
    expect(verifyPreviewToken(token, previewSigningKey(DEPLOY_TOKEN), grant!.expiresAt)).toBeUndefined();
    expect(verifyPreviewToken(token, previewSigningKey(`${DEPLOY_TOKEN}-other`), now)).toBeUndefined();

    expect((await releaseAudit(server)).slice(before.length)).toEqual([
      {
        action: 'release.preview',
        subject: `release:marketing/${id}`,
        actor_id: releaser.userId,
        actor: releaser.email,
        address: '127.0.0.1',
        detail: { expiresAt },
      },
    ]);
  });

  test('only for a published release: an unknown one 404 naming it, a malformed id 400; neither audited', async () => {
    const before = await releaseAudit(server);
    const unknown = sampleManifest('marketing', server.app.clock()).id;
    const missing = await releaseCall(server, releaser.cookie, 'POST', releasePaths.preview('marketing', unknown));
    expect([missing.status, missing.json.message]).toEqual([404, `No release ${unknown} of marketing has been published.`]);
    // A release of another remote is not this remote's.
    const both = await signedInReleaser(server, ['marketing', 'account']);
    const account = sampleManifest('account', server.app.clock());
    expect((await releaseCall(server, both.cookie, 'POST', releasePaths.releases, { ...account, reason })).status).toBe(201);
    expect((await releaseCall(server, both.cookie, 'POST', releasePaths.preview('marketing', account.id))).status).toBe(404);
    const malformed = await releaseCall(server, releaser.cookie, 'POST', releasePaths.preview('marketing', 'latest'));
    expect([malformed.status, malformed.json.message]).toEqual([400, expect.stringContaining('id')]);
    expect((await releaseAudit(server)).slice(before.length).map((record) => record.action)).toEqual(['release.publish']);
  });

  test('a backend without DEPLOY_TOKEN makes none: 503, saying why', async () => {
    const holder = await signedInReleaser(withoutToken, ['marketing']);
    const id = await publish(withoutToken, holder);
    const refused = await releaseCall(withoutToken, holder.cookie, 'POST', releasePaths.preview('marketing', id));
    expect([refused.status, refused.json.type, refused.json.message]).toEqual([
      503,
      'release_preview_unavailable',
      expect.stringContaining('DEPLOY_TOKEN'),
    ]);
    expect((await releaseAudit(withoutToken)).map((record) => record.action)).toEqual(['release.publish']);
  });
});

describe(`the step-up of release changes (${describeDatabase()})`, () => {
  test('every change and a preview need a second factor at most 5 minutes old; the list does not; a new code opens them again', async () => {
    const manager = await signedInReleaser(server, ['marketing']);
    const id = await publish(server, manager);
    const changes: Array<[path: string, body?: object]> = [
      [releasePaths.releases, { ...sampleManifest('marketing', server.app.clock()), reason }],
      [releasePaths.channel('marketing', 'promote'), { id, reason }],
      [releasePaths.channel('marketing', 'rollback'), { reason }],
      [releasePaths.channel('marketing', 'canary'), { id, percent: 10, reason }],
      [releasePaths.channel('marketing', 'abort'), { reason }],
      [releasePaths.preview('marketing', id)],
      [releasePaths.prune('marketing'), { keep: 10, reason }],
    ];
    const before = await releaseAudit(server);
    server.advanceClock(STAFF_STEP_UP_SECONDS + 1);
    for (const [path, body] of changes) {
      const refused = await releaseCall(server, manager.cookie, 'POST', path, body);
      expect([path, refused.status, refused.json.type]).toEqual([path, 403, STAFF_STEP_UP_ERROR_TYPE]);
    }
    expect((await releaseCall(server, manager.cookie, 'GET', releasePaths.releases)).status).toBe(200);
    expect(await releaseAudit(server)).toEqual(before);

    await manager.stepUp();
    const promoted = await releaseCall(server, manager.cookie, 'POST', changes[1]![0], changes[1]![1]);
    expect(promoted.status).toBe(200);
    expect((await releaseCall(server, manager.cookie, 'POST', releasePaths.preview('marketing', id))).status).toBe(200);
  });
});

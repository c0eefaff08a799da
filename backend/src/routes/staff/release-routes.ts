import { releaseRoleOf, type RemoteName } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { TrustedAppwrite } from '../../auth/trusted-appwrite';
import { ApiError } from '../../errors/api-error';
import { abortCanary, promote, rollback, startCanary } from '../../releases/release-channels';
import {
  checkedManifest,
  checkedReason,
  checkedReleaseId,
  checkedRemote,
  checkedSteps,
  RELEASE_REMOTES,
} from '../../releases/release-rules';
import { listReleases, mapVersion, publishRelease } from '../../releases/release-store';
import { makePreviewLink } from '../../releases/release-preview';
import { pruneReleases } from '../../releases/release-prune';
import { requireRecentSecondFactor } from '../../mfa/staff-factors';
import { requireConsoleRequest } from '../../staff/console-request';
import { requireStaff, type StaffCaller } from '../../staff/staff-access';
import {
  canaryBody,
  channelChangeReply,
  previewLinkReply,
  previewParams,
  promoteBody,
  pruneBody,
  pruningReply,
  publishBody,
  reasonBody,
  releaseListingReply,
  releaseListQuery,
  releaseRecordReply,
  remoteParams,
} from './release-schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member a `/staff/releases*` request acts for, set by the routes' guard. */
    releaseCaller: StaffCaller | null;
  }
}

/** The remotes whose release role the caller holds. */
const remotesOf = (caller: StaffCaller): RemoteName[] => RELEASE_REMOTES.filter((remote) => caller.labels.includes(releaseRoleOf(remote)));

const noRole = (remote: RemoteName) =>
  new ApiError(403, 'user_unauthorized', `Releasing ${remote} needs the ${releaseRoleOf(remote)} role (granted with npm run staff).`);

/** The caller, if they may release `remote`; 403 otherwise. */
function releaserOf(request: FastifyRequest, remote: RemoteName): StaffCaller {
  const caller = request.releaseCaller;
  if (!caller) throw new Error('a release route ran without its guard');
  if (!remotesOf(caller).includes(remote)) throw noRole(remote);
  return caller;
}

/**
 * `/staff/releases*`: the release registry for release managers. As every staff route, the
 * console's header and a staff member with two factors (`requireStaff`); then a release role:
 * `release:<remote>` for anything about that remote, and at least one to be answered at all (a
 * staff member with none is refused before their request is read). A list shows only the
 * remotes the caller holds a role for: one team sees and changes its own remotes. Every change
 * carries a reason and is audited with it, in the change's transaction. Every change and every
 * preview link (each POST) also needs a second factor given in the last 5 minutes, as the
 * exports do (step-up): a session left open on a desk cannot ship or show a release.
 */
export const releaseRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: {
    trustedAppwrite: TrustedAppwrite | undefined;
    deployToken: string | undefined;
    keepDays: number;
    /** How often this instance samples the release figures; null: it does not (the listing says so). */
    figuresEverySeconds: number | null;
    /** How often this instance looks at the running canaries; null: it does not (the listing says so). */
    analysisEverySeconds: number | null;
  };
}> = async (app, { trustedAppwrite, deployToken, keepDays, figuresEverySeconds, analysisEverySeconds }) => {
  app.decorateRequest('releaseCaller', null);
  app.addHook('onRequest', async (request) => {
    requireConsoleRequest(request);
    const caller = await requireStaff(request, trustedAppwrite);
    const held = remotesOf(caller);
    if (held.length === 0)
      throw new ApiError(403, 'user_unauthorized', 'Releases need a release role (release:<remote>, granted with npm run staff).');
    request.releaseCaller = caller;
    // A remote in the path is checked now, before the body is read.
    const { remote } = request.params as { remote?: string };
    if (remote !== undefined) releaserOf(request, checkedRemote(remote));
    if (request.method !== 'GET') requireRecentSecondFactor(request);
  });

  app.get('/releases', { schema: { querystring: releaseListQuery, response: { 200: releaseListingReply } } }, async (request) => {
    const asked = request.query.remote;
    const remotes = asked === undefined ? remotesOf(request.releaseCaller!) : [checkedRemote(asked)];
    for (const remote of remotes) releaserOf(request, remote);
    const [version, listed] = await Promise.all([mapVersion(app.db), listReleases(app.db, remotes)]);
    return { version, remotes: listed, figuresEverySeconds, analysisEverySeconds };
  });

  app.post('/releases', { schema: { body: publishBody, response: { 201: releaseRecordReply } } }, async (request, reply) => {
    const { reason, ...manifest } = request.body;
    const checked = checkedManifest(manifest);
    const caller = releaserOf(request, checked.remote);
    const record = await publishRelease(app.db, checked, checkedReason(reason), caller, app.clock());
    return reply.code(201).send(record);
  });

  const changeSchema = <Body>(body: Body) => ({ params: remoteParams, body, response: { 200: channelChangeReply } });
  /** The remote of a change's path, whose role the guard has checked. */
  const remoteOf = (request: { params: { remote: string } }) => checkedRemote(request.params.remote);

  app.post('/releases/:remote/promote', { schema: changeSchema(promoteBody) }, async (request) => {
    const remote = remoteOf(request);
    const { id, reason } = request.body;
    return promote(app.db, remote, checkedReleaseId(id), checkedReason(reason), releaserOf(request, remote), app.clock());
  });

  app.post('/releases/:remote/rollback', { schema: changeSchema(reasonBody) }, async (request) => {
    const remote = remoteOf(request);
    return rollback(app.db, remote, checkedReason(request.body.reason), releaserOf(request, remote), app.clock());
  });

  app.post('/releases/:remote/canary', { schema: changeSchema(canaryBody) }, async (request) => {
    const remote = remoteOf(request);
    const { id, percent, reason, steps, stepSeconds } = request.body;
    const caller = releaserOf(request, remote);
    return startCanary(app.db, remote, checkedReleaseId(id), percent, checkedReason(reason), caller, app.clock(), {
      steps: checkedSteps(percent, steps, stepSeconds),
    });
  });

  app.post('/releases/:remote/abort', { schema: changeSchema(reasonBody) }, async (request) => {
    const remote = remoteOf(request);
    return abortCanary(app.db, remote, checkedReason(request.body.reason), releaserOf(request, remote), app.clock());
  });

  app.post(
    '/releases/:remote/prune',
    { schema: { params: remoteParams, body: pruneBody, response: { 200: pruningReply } } },
    async (request) => {
      const remote = remoteOf(request);
      const { keep, reason } = request.body;
      return pruneReleases(app.db, remote, { keep, reason: checkedReason(reason), keepDays }, releaserOf(request, remote), app.clock());
    },
  );

  app.post('/releases/:remote/:id/preview', { schema: { params: previewParams, response: { 200: previewLinkReply } } }, async (request) => {
    const remote = remoteOf(request);
    const signing = { siteUrl: app.mail.siteUrl, deployToken };
    const id = checkedReleaseId(request.params.id);
    return makePreviewLink(app.db, signing, remote, id, releaserOf(request, remote), app.clock());
  });
};

import type { ReleasePreviewLink, RemoteName } from '@rcm/shared';
import { PREVIEW_LINK_TTL_SECONDS, previewLinkOf, previewSigningKey, signPreviewGrant } from '@rcm/shared/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { requireServable } from './release-store';

/** Where a preview link goes, and the token it is signed with (`DEPLOY_TOKEN`, absent when not configured). */
export interface PreviewSigning {
  siteUrl: string;
  deployToken: string | undefined;
}

// 503: the request is fine, this deployment is not set up for it (no registry, no web server that could check a link).
const noDeployToken = () =>
  new ApiError(
    503,
    'release_preview_unavailable',
    'Preview links need the deploy token: this backend runs without DEPLOY_TOKEN, the secret the web servers check the links with.',
  );

/**
 * A link that opens the site with release `id` of `remote` in the browser that opens it, for
 * PREVIEW_LINK_TTL_SECONDS: a grant signed with the key derived from the deploy token, which
 * every web server holds to check it. Only a published release gets one (404 otherwise), and
 * not one whose files were pruned (409). The
 * registry does not change, so there is no history entry; the audit log keeps who made a link
 * for what, and until when.
 */
export async function makePreviewLink(
  db: Kysely<Database>,
  signing: PreviewSigning,
  remote: RemoteName,
  id: string,
  actor: AuditActor,
  now: Date,
): Promise<ReleasePreviewLink> {
  if (!signing.deployToken) throw noDeployToken();
  await requireServable(db, remote, id);
  const expiresAt = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_TTL_SECONDS;
  const token = signPreviewGrant({ remote, release: id, expiresAt }, previewSigningKey(signing.deployToken));
  const expires = new Date(expiresAt * 1000).toISOString();
  await recordAudit(db, actor, { action: 'release.preview', subject: `release:${remote}/${id}`, detail: { expiresAt: expires } }, now);
  return { url: previewLinkOf(signing.siteUrl, token), expiresAt: expires };
}

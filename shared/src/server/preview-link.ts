/// <reference types="node" /> -- @rcm/shared/server needs Node (crypto); the servers alone import it
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RELEASE_ID_PATTERN, remoteContainerNames, type RemoteName } from '@rcm/shared';

/** What a preview link grants: one browser sees `release` of `remote` until `expiresAt`. */
export interface PreviewGrant {
  remote: RemoteName;
  release: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** The web server's path a preview link opens (`?token=`), and the one that ends a preview. */
export const PREVIEW_PATH = '/preview-release';
export const PREVIEW_EXIT_PATH = '/preview-release/exit';

/** How long a preview link works after it is made. */
export const PREVIEW_LINK_TTL_SECONDS = 60 * 60;

/**
 * The key preview links are signed with, derived from the deploy token (HMAC as a key
 * derivation): the backend signs and every web server checks, and both already hold that
 * token, so no second secret has to be configured and kept in step. A different derivation
 * label keeps the link's signature useless as the token itself.
 */
export function previewSigningKey(deployToken: string): Buffer {
  return createHmac('sha256', deployToken).update('rcm preview link v1').digest();
}

const signatureOf = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest('base64url');

/** A token for `grant`: its JSON and its signature, each base64url, joined by a dot. */
export function signPreviewGrant(grant: PreviewGrant, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${signatureOf(payload, key)}`;
}

function grantOf(input: unknown): PreviewGrant | undefined {
  const { remote, release, expiresAt } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const known = typeof remote === 'string' && Object.prototype.hasOwnProperty.call(remoteContainerNames, remote);
  if (!known || typeof release !== 'string' || !RELEASE_ID_PATTERN.test(release) || !Number.isInteger(expiresAt)) return undefined;
  return { remote: remote as RemoteName, release, expiresAt: expiresAt as number };
}

/**
 * The grant a token carries, if its signature is ours (compared in constant time), it names a
 * remote and a release id of the contract's form (the id becomes a path of a script URL), and
 * it has not expired at `nowSeconds`; undefined for anything else, a forged, tampered or
 * expired token alike: whoever opens it sees the live site.
 */
export function verifyPreviewToken(token: string, key: Buffer, nowSeconds: number): PreviewGrant | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(signatureOf(payload, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const grant = grantOf(parsed);
  return grant && grant.expiresAt > nowSeconds ? grant : undefined;
}

/** The link that opens `siteUrl` with the grant of `token` (what `preview` prints). */
export function previewLinkOf(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`;
}

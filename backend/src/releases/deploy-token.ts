import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries the deploy token (`Bearer <DEPLOY_TOKEN>`), compared
 * in constant time: both sides are hashed first, so the comparison takes as long whatever the
 * length or the first wrong character of what was sent.
 */
export function carriesDeployToken(authorization: string | undefined, deployToken: string): boolean {
  const sent = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const same = timingSafeEqual(digest(sent ?? ''), digest(deployToken));
  return sent !== undefined && same;
}

/** Whether `If-None-Match` (a list of entity tags, weak or not, or `*`) names `etag`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

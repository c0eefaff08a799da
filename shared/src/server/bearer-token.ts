import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries `token` (`Bearer <token>`: the deploy token, the
 * metrics token), compared in constant time: both sides are hashed first, so the comparison
 * takes as long whatever the length or the first wrong character of what was sent.
 */
export function carriesBearerToken(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const same = timingSafeEqual(digest(sent ?? ''), digest(token));
  return sent !== undefined && same;
}

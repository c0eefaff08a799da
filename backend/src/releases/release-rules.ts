import {
  RELEASE_ID_PATTERN,
  RELEASE_REASON_MAX_LENGTH,
  remoteContainerNames,
  type CanarySteps,
  type ReleaseManifest,
  type RemoteName,
} from '@rcm/shared';
import { apiErrors } from '../errors/api-error';

/** The remotes a release can be of, in the order the site lists them. */
export const RELEASE_REMOTES = Object.keys(remoteContainerNames) as RemoteName[];

const COMMIT = /^[0-9a-f]{40}$/;
/** An exposed module as a federation manifest names it: `./Home`. */
const EXPOSED_MODULE = /^\.\/[A-Za-z0-9_][A-Za-z0-9_./-]{0,99}$/;
/**
 * What a build shares, as its federation manifest names it: an npm package (scoped or not) or
 * an entry of one (`react-dom/client`, `@rcm/shared/hooks`), of at most 214 characters; and a
 * version of at most 100.
 */
const PACKAGE_NAME = /^(?=.{1,214}$)(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const MAX_EXPOSES = 100;
const MAX_SHARED = 100;

export function isReleaseRemote(remote: string): remote is RemoteName {
  return (RELEASE_REMOTES as string[]).includes(remote);
}

/** The remote a request names, or 400 naming the ones there are. */
export function checkedRemote(remote: string): RemoteName {
  if (!isReleaseRemote(remote)) throw apiErrors.invalidParam('remote', `one of ${RELEASE_REMOTES.join(', ')}`);
  return remote;
}

/** A change's reason, trimmed: every change says why, in at most 500 characters. */
export function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '' || trimmed.length > RELEASE_REASON_MAX_LENGTH)
    throw apiErrors.invalidParam('reason', `why, in 1 to ${RELEASE_REASON_MAX_LENGTH} characters, not only spaces`);
  return trimmed;
}

export function checkedReleaseId(id: string): string {
  if (!RELEASE_ID_PATTERN.test(id)) throw apiErrors.invalidParam('id', 'a release id, <UTC date>-<first 7 hex of the commit>[-n]');
  return id;
}

/**
 * What a publish records, checked: a known remote, an id of the pattern made from the commit it
 * names (its hex part begins the commit), a full commit, the modules it exposes and the shared
 * packages it was built against, each well formed.
 */
export function checkedManifest(manifest: Omit<ReleaseManifest, 'remote'> & { remote: string }): ReleaseManifest {
  const remote = checkedRemote(manifest.remote);
  const id = checkedReleaseId(manifest.id);
  if (!COMMIT.test(manifest.commit)) throw apiErrors.invalidParam('commit', 'the git commit it was built from, 40 lower-case hex');
  const hex = id.split('-')[3] ?? '';
  if (!manifest.commit.startsWith(hex))
    throw apiErrors.invalidParam('id', `made from its commit: ${hex} does not begin ${manifest.commit}`);
  const { exposes, shared } = manifest;
  if (exposes.length === 0 || exposes.length > MAX_EXPOSES || !exposes.every((name) => EXPOSED_MODULE.test(name)))
    throw apiErrors.invalidParam('exposes', `1 to ${MAX_EXPOSES} exposed modules, each like "./Home"`);
  const packages = Object.entries(shared);
  if (packages.length > MAX_SHARED || !packages.every(([name, version]) => PACKAGE_NAME.test(name) && version.length <= 100))
    throw apiErrors.invalidParam('shared', `at most ${MAX_SHARED} package names, each with the version it provides`);
  return { remote, id, commit: manifest.commit, exposes: [...new Set(exposes)], shared };
}

/**
 * A canary's steps, checked: each share above the one before (the first above `percent`), the
 * last at most 100 (live), and a step's length with them; neither means a person steps it.
 */
export function checkedSteps(percent: number, steps: number[] | undefined, stepSeconds: number | undefined): CanarySteps | null {
  if (steps === undefined && stepSeconds === undefined) return null;
  if (steps === undefined || stepSeconds === undefined)
    throw apiErrors.invalidParam(steps === undefined ? 'steps' : 'stepSeconds', 'steps and stepSeconds, given together');
  const ascending = steps.every((step, index) => step > (index === 0 ? percent : steps[index - 1]!));
  if (!ascending) throw apiErrors.invalidParam('steps', `shares rising from the canary's ${percent} %, up to 100`);
  return { percents: steps, stepSeconds };
}

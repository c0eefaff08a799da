import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@rcm/shared';
import { CommandError, headCommitOf, releasesDirOf, type CommandContext } from './context';
import { publish, type PublishOptions } from './publish';
import type { PublishingRegistry } from './release-api';
import { releaseDirOf } from './release-store';

/** The registry as the machine's operator reaches it (`@rcm/backend/releases`): publish and promote, no API. */
export interface SeedRegistry extends PublishingRegistry {
  promote: (remote: RemoteName, id: string, reason: string) => Promise<void>;
}

export type SeedOutcome = { remote: RemoteName; id: string; published: boolean };

export const SEED_REASON = "npm start: this checkout's build";

/** The build version the Module Federation manifest in `dir` was made with (the build's content digest), if any. */
function buildVersionIn(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version !== '' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes each remote's build in the checkout its live release, as `npm start` serves the site:
 * a remote whose live release was made from the same build (same content digest) keeps it; any
 * other build is published (checked against the checkout's shell, as `npm run release -- publish`
 * checks it) and promoted. A restart without a rebuild therefore adds nothing to the registry,
 * and a release promoted with the command stays live until the checkout's build changes.
 */
export async function seedReleases(
  context: CommandContext,
  registry: SeedRegistry,
  remotes: readonly RemoteName[],
): Promise<SeedOutcome[]> {
  const store = releasesDirOf(context);
  const outcomes: SeedOutcome[] = [];
  for (const remote of remotes) {
    const dist = path.join(context.root, `${remote}-remote`, 'dist');
    const built = buildVersionIn(dist);
    if (!built) throw new CommandError(`${dist} has no built Module Federation manifest: build ${remote} first.`);
    const live = (await registry.list(remote)).remotes.find((entry) => entry.remote === remote)?.channel.live ?? null;
    if (live !== null && buildVersionIn(releaseDirOf(store, remote, live)) === built) {
      outcomes.push({ remote, id: live, published: false });
      continue;
    }
    const id = await publish(context, registry, { remote, reason: SEED_REASON });
    await registry.promote(remote, id, SEED_REASON);
    outcomes.push({ remote, id, published: true });
  }
  return outcomes;
}

/** The release command's context for an operator's tool on the checkout at `root`: its commit, nothing asked, nothing printed. */
function checkoutContext(root: string, env: Readonly<Record<string, string | undefined>>): CommandContext {
  return {
    env,
    root,
    out: () => undefined,
    ask: () => Promise.reject(new CommandError("an operator's tool asks nothing")),
    now: () => new Date(),
    headCommit: () => headCommitOf(root),
  };
}

/**
 * `seedReleases` for the checkout at `root`, as `npm start` runs it: the releases get the
 * checkout's commit (a checkout without git cannot be seeded: the error says so), and nothing
 * is asked.
 */
export function seedCheckout(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  registry: SeedRegistry,
  remotes: readonly RemoteName[],
): Promise<SeedOutcome[]> {
  return seedReleases(checkoutContext(root, env), registry, remotes);
}

/**
 * `npm run release -- publish` as an operator's tool on the checkout at `root` runs it: a
 * release that is not promoted (`npm run bench` publishes the candidate of its canary so).
 * Returns its id.
 */
export function publishCheckout(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  registry: PublishingRegistry,
  options: PublishOptions,
): Promise<string> {
  return publish(checkoutContext(root, env), registry, options);
}

/**
 * `@rcm/backend/releases`: the release registry as an operator's tool on the server's own
 * machine uses it: `npm start` seeds it with the builds it just made, and `npm run bench` runs a
 * canary of one to measure pages while it runs. Opens the database the
 * server uses (`DATABASE_URL`, else `DATA_DIR`, migrated as the server migrates it) and acts
 * as the operator's system user, audited as `npm run staff` is. The release command used by the
 * teams never comes here: it goes through the API, as a person with a role and two factors.
 */
import type { ReleaseListing, ReleaseManifest, RemoteName } from '@rcm/shared';
import { databaseOptionsFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { operatorActor } from '../staff/audit-log';
import { abortCanary, promote, startCanary } from './release-channels';
import { RELEASE_REMOTES } from './release-rules';
import { listReleases, mapVersion, publishRelease } from './release-store';

export interface OperatorRegistry {
  /** One remote's releases, or every remote's (whether a backend samples their figures is its own setting, not the database's). */
  list: (remote?: RemoteName) => Promise<Omit<ReleaseListing, 'figuresEverySeconds'>>;
  publish: (manifest: ReleaseManifest, reason: string) => Promise<void>;
  promote: (remote: RemoteName, id: string, reason: string) => Promise<void>;
  /** Sends `percent` of visitors to `id` (the bench measures pages while a canary runs). */
  canary: (remote: RemoteName, id: string, percent: number, reason: string) => Promise<void>;
  abort: (remote: RemoteName, reason: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The registry of the database `env` names; `tool` says in the audit log which tool acted (`npm start`). */
export async function openOperatorRegistry(env: NodeJS.ProcessEnv, tool: string, now = () => new Date()): Promise<OperatorRegistry> {
  const { db, close } = await openDatabase({
    ...databaseOptionsFromEnv(env),
    onConnectionLost: (error) => console.error(`[releases] database connection lost: ${error.message}`),
  });
  const actor = operatorActor(tool);
  return {
    list: async (remote) => ({ version: await mapVersion(db), remotes: await listReleases(db, remote ? [remote] : RELEASE_REMOTES) }),
    publish: async (manifest, reason) => {
      await publishRelease(db, manifest, reason, actor, now());
    },
    promote: async (remote, id, reason) => {
      await promote(db, remote, id, reason, actor, now());
    },
    canary: async (remote, id, percent, reason) => {
      await startCanary(db, remote, id, percent, reason, actor, now());
    },
    abort: async (remote, reason) => {
      await abortCanary(db, remote, reason, actor, now());
    },
    close,
  };
}

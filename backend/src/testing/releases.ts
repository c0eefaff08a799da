import { randomBytes } from 'node:crypto';
import { releaseRoleOf, type ReleaseManifest, type RemoteName } from '@rcm/shared';
import { consoleHeaders, setStaffRoleOf, signedInStaff, type SignedInStaff } from './staff-member';
import { nodeFetch, SITE_ORIGIN, type TestServer } from './test-server';

/** A staff member with two factors who holds the release roles of `remotes`. */
export async function signedInReleaser(server: TestServer, remotes: RemoteName[], email?: string): Promise<SignedInStaff> {
  const staff = await signedInStaff(server, email);
  for (const remote of remotes) await setStaffRoleOf(server, staff.email, true, releaseRoleOf(remote));
  return staff;
}

/** A release's manifest as the release command sends it: a fresh commit, the id made from it on the test server's day. */
export function sampleManifest(remote: RemoteName = 'marketing', day = new Date()): ReleaseManifest {
  const commit = randomBytes(20).toString('hex');
  return {
    remote,
    id: `${day.toISOString().slice(0, 10)}-${commit.slice(0, 7)}`,
    commit,
    exposes: ['./Home', './About'],
    shared: { react: '19.3.1', 'react-dom/client': '19.3.1', '@rcm/shared': '1.0.0', '@rcm/shared/hooks': '1.0.0' },
  };
}

/**
 * A `/staff/releases*` call as the console (or the release command) makes it: the console's
 * header and the session cookie ('' for a guest); the status and the JSON reply.
 */
export async function releaseCall(
  server: TestServer,
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: SITE_ORIGIN, ...consoleHeaders(cookie) };
  if (!cookie) delete headers.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const reply = await nodeFetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: reply.status, json: (await reply.json()) as Record<string, unknown> };
}

/** The audit log's records about releases, oldest first. */
export async function releaseAudit(server: TestServer) {
  const rows = await server.app.db
    .selectFrom('audit_log')
    .select(['action', 'subject', 'actor_id', 'actor', 'address', 'detail'])
    .where('action', 'like', 'release.%')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { openOperatorRegistry } from './operator-registry';
import { liveMap } from './release-store';

/** The registry as `npm start` seeds it: the server's own database, the operator's system user in the audit log. */

const server = setUpTestServer();
const manifest = {
  remote: 'marketing',
  id: '2026-12-06-1a2b3c4',
  commit: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
  exposes: ['./Home'],
  shared: { react: '19.3.1' },
} as const;

describe(`the operator's release registry (${describeDatabase()})`, () => {
  test('publishes and promotes on the database the server uses, audited as the tool run by the system user; the map follows', async () => {
    const registry = await openOperatorRegistry(
      { DATA_DIR: server.options.dataDir, DATABASE_URL: server.options.databaseUrl ?? '' },
      'npm start',
      () => new Date('2026-12-06T10:00:00Z'),
    );
    try {
      const before = await registry.list('marketing');
      await registry.publish(
        { ...manifest, exposes: [...manifest.exposes], shared: { ...manifest.shared } },
        "npm start: this checkout's build",
      );
      await registry.promote('marketing', manifest.id, "npm start: this checkout's build");

      const after = await registry.list('marketing');
      expect(after.version).toBe(before.version + 1);
      expect(after.remotes.map((entry) => [entry.remote, entry.channel.live, entry.releases.map((release) => release.id)])).toEqual([
        ['marketing', manifest.id, [manifest.id]],
      ]);
      expect((await registry.list()).remotes.map((entry) => entry.remote)).toEqual(['marketing', 'account', 'staff']);
    } finally {
      await registry.close();
    }

    const audited = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor'])
      .where('subject', '=', `release:marketing/${manifest.id}`)
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['release.publish', 'release.promote']);
    for (const row of audited) {
      expect(row.actor_id).toBe('cli');
      expect(row.actor).toMatch(/^cli:.+ \(npm start\)$/);
    }
    // The map the server gives its web servers names it: one database.
    expect((await liveMap(server.app.db)).remotes.marketing.live).toBe(manifest.id);
  });

  // After the test above: its release is marketing's live one.
  test('starts and aborts a canary of another published release, audited; the map follows each', async () => {
    const canaryId = '2026-12-07-5d6e7f8';
    const registry = await openOperatorRegistry(
      { DATA_DIR: server.options.dataDir, DATABASE_URL: server.options.databaseUrl ?? '' },
      'npm run bench',
      () => new Date('2026-12-07T10:00:00Z'),
    );
    try {
      await registry.publish({ ...manifest, id: canaryId, exposes: [...manifest.exposes], shared: { ...manifest.shared } }, 'bench: B');
      await registry.canary('marketing', canaryId, 50, 'bench: canary on');
      expect((await liveMap(server.app.db)).remotes.marketing).toEqual({ live: manifest.id, canary: { id: canaryId, percent: 50 } });
      await registry.abort('marketing', 'bench: canary off');
      expect((await liveMap(server.app.db)).remotes.marketing).toEqual({ live: manifest.id, canary: null });
      // The live release cannot be its own canary, and there is nothing to abort now: the registry's own refusals.
      await expect(registry.canary('marketing', manifest.id, 50, 'bench')).rejects.toThrow(/is live/);
      await expect(registry.abort('marketing', 'bench')).rejects.toThrow(/No canary is running/);
    } finally {
      await registry.close();
    }
    const audited = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('subject', '=', `release:marketing/${canaryId}`)
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['release.publish', 'release.canary', 'release.abort']);
    for (const row of audited) expect(row.actor).toMatch(/^cli:.+ \(npm run bench\)$/);
  });
});

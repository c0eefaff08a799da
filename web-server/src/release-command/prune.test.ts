import fs from 'node:fs';
import path from 'node:path';
import { STAFF_STEP_UP_ERROR_TYPE, STAFF_STEP_UP_MESSAGE } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { runCommand } from './run';
import { answerChallenges, listedRelease, setUpContractApi, signedInContext as signedInContextOf } from './testing/contract-api';

/**
 * `prune`: the registry decides and records (with the reason, after a confirmation and, when the
 * API asks, a fresh code); the command deletes the store folders of what it was answered and of
 * any release already listed as pruned whose folder is still there.
 */

const [e, d, c, b, a] = ['2026-12-05-eeeeeee', '2026-12-04-ddddddd', '2026-12-03-ccccccc', '2026-12-02-bbbbbbb', '2026-12-01-aaaaaaa'];
const release = (id: string, prunedAt?: string) => listedRelease(id, prunedAt ? { prunedAt } : {});
/** After the prune: c and a pruned now, b by an earlier prune that stopped before deleting its folder. */
const listing = {
  version: 7,
  remotes: [
    {
      remote: 'marketing',
      channel: { live: d, canary: null },
      releases: [
        release(e),
        release(d),
        release(c, '2026-12-06T23:59:00.000Z'),
        release(b, '2026-12-01T08:00:00.000Z'),
        release(a, '2026-12-06T23:59:00.000Z'),
      ],
      events: [],
    },
  ],
};
const pruneRoute = 'POST /staff/releases/marketing/prune';

const api = setUpContractApi();
beforeEach(() => {
  api.answer('GET /staff/releases', { status: 200, body: listing });
  api.answer(pruneRoute, { status: 200, body: { remote: 'marketing', pruned: [c, a] } });
  answerChallenges(api, 'challenge-3');
});

const dir = tempDir();
const store = path.join(dir, 'store', 'marketing');
beforeEach(() => {
  fs.rmSync(store, { recursive: true, force: true });
  // a's folder is not in this store (deleted by hand, or never uploaded here).
  for (const id of [e, d, c, b, 'not-in-registry']) fs.mkdirSync(path.join(store, id), { recursive: true });
});
const signedInContext = (answers?: string[]) => signedInContextOf(dir, api, answers);
const routes = () => api.received.map((request) => `${request.method} ${request.path}`);

test('asks the registry with keep and reason, then deletes the folders it names and those of releases pruned before', async () => {
  const context = signedInContext();
  await runCommand(['prune', 'marketing', '--keep', '2', '--reason', ' Disk nearly full ', '--yes'], context);
  expect(api.received[0]).toMatchObject({
    method: 'POST',
    path: '/staff/releases/marketing/prune',
    body: { keep: 2, reason: 'Disk nearly full' },
  });
  expect(context.lines).toEqual([
    `pruned marketing/${a}/ (no folder in ${path.join(dir, 'store')})`,
    `removed marketing/${c}/`,
    `removed marketing/${b}/`,
  ]);
  // The live release, the newest and a folder the registry does not know stay.
  expect(fs.readdirSync(store).sort()).toEqual([d, e, 'not-in-registry'].sort());
});

test('asks first, and a "no" sends nothing and removes nothing', async () => {
  const context = signedInContext(['n']);
  await runCommand(['prune', 'marketing', '--keep', '3', '--reason', 'Disk'], context);
  expect(context.questions).toEqual([
    'Delete the store folders of the marketing releases the registry lets go (all but the live one, the canary, ' +
      'the newest 3 and any served in the last RELEASE_KEEP_DAYS days)? [y/N] ',
  ]);
  expect(context.lines).toEqual(['Nothing removed.']);
  expect(api.received).toEqual([]);
  expect(fs.readdirSync(store)).toHaveLength(5);
});

test('with nothing pruned and no folder left over, says so', async () => {
  api.answer(pruneRoute, { status: 200, body: { remote: 'marketing', pruned: [] } });
  for (const id of [b, c]) fs.rmSync(path.join(store, id), { recursive: true });
  const context = signedInContext(['yes']);
  await runCommand(['prune', 'marketing', '--keep', '3', '--reason', 'Disk'], context);
  expect(context.lines).toEqual(['Nothing to prune for marketing.']);
});

test('a prune refused for want of a recent code asks for one and is sent again; a refusal deletes nothing', async () => {
  const stepUp = { status: 403, body: { code: 403, type: STAFF_STEP_UP_ERROR_TYPE, message: STAFF_STEP_UP_MESSAGE } };
  api.answer(pruneRoute, stepUp, { status: 200, body: { remote: 'marketing', pruned: [c] } });
  const context = signedInContext(['y', '246810']);
  await runCommand(['prune', 'marketing', '--keep', '2', '--reason', 'Disk'], context);
  expect(routes().slice(0, 4)).toEqual([pruneRoute, 'POST /v1/account/mfa/challenges', 'PUT /v1/account/mfa/challenges', pruneRoute]);
  expect(fs.existsSync(path.join(store, c))).toBe(false);

  api.answer(pruneRoute, { status: 403, body: { message: 'Releasing marketing needs the release:marketing role.' } });
  const refused = runCommand(['prune', 'marketing', '--keep', '2', '--reason', 'Disk', '--yes'], signedInContext());
  await expect(refused).rejects.toMatchObject({ exitCode: 1, message: expect.stringContaining('release:marketing role') });
  expect(fs.readdirSync(store).sort()).toEqual([d, e, 'not-in-registry'].sort());
});

test.each([
  [['prune', 'marketing', '--reason', 'x']],
  [['prune', 'marketing', '--keep', '2']],
  [['prune', 'marketing', '--keep', '-1', '--reason', 'x']],
])('%j is a usage error (exit 2) and sends nothing', async (argv) => {
  await expect(runCommand(argv, signedInContext())).rejects.toMatchObject({ exitCode: 2 });
  expect(api.received).toEqual([]);
});

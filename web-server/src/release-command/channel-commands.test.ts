import { tempDir } from '../testing/temp-dir';
import { runCommand } from './run';
import { listedRelease, setUpContractApi, signedInContext as signedInContextOf } from './testing/contract-api';

/** Newest first, as the registry lists them. */
const ids = ['2026-12-05-eeeeeee', '2026-12-04-ddddddd', '2026-12-03-ccccccc', '2026-12-02-bbbbbbb', '2026-12-01-aaaaaaa'];
const listing = {
  version: 7,
  remotes: [
    {
      remote: 'marketing',
      channel: { live: ids[3], canary: { id: ids[0], percent: 10 } },
      analysis: null,
      releases: ids.map((id, index) => listedRelease(id, { reason: `reason ${index}` })),
      events: [
        ...Array.from({ length: 11 }, (_, index) => ({
          remote: 'marketing',
          action: 'canary',
          releaseId: ids[0],
          percent: 10,
          reason: `Try it ${index}`,
          actor: { id: 'user-2', email: 'lead@example.com' },
          at: `2026-12-05T11:${String(59 - index).padStart(2, '0')}:00.000Z`,
        })),
        {
          remote: 'marketing',
          action: 'rollback',
          releaseId: ids[3],
          percent: null,
          reason: 'Broke the form',
          actor: { id: 'user-1', email: 'ops@example.com' },
          at: '2026-12-05T11:00:00.000Z',
        },
      ],
    },
  ],
};

const api = setUpContractApi();
beforeAll(() => api.answer('GET /staff/releases', { status: 200, body: listing }));

const dir = tempDir();
const signedInContext = (answers?: string[], env?: Record<string, string>) => signedInContextOf(dir, api, answers, env);

test('list asks for one remote and shows its channel and releases, newest first', async () => {
  const context = signedInContext();
  await runCommand(['list', 'marketing'], context);
  expect(api.received[0]).toMatchObject({ method: 'GET', path: '/staff/releases', query: { remote: 'marketing' } });
  expect(context.lines[0]).toBe(`marketing (live: ${ids[3]}, canary: ${ids[0]} at 10%)`);
  expect(context.lines[1]).toBe(`  ${ids[0]}  2026-12-05T10:00:00.000Z  ops@example.com  reason 0  [CANARY 10%]`);
  expect(context.lines[4]).toContain('reason 3  [LIVE]');
  // The latest ten changes, newest first: who did what, when, and why.
  expect(context.lines[6]).toBe('  latest changes:');
  expect(context.lines[7]).toBe(`    2026-12-05T11:59:00.000Z  canary ${ids[0]} at 10%  lead@example.com  Try it 0`);
  expect(context.lines).toHaveLength(17);
});

test("list shows a running canary's analysis: since when, its steps, its last look and what it found", async () => {
  const context = signedInContext();
  const analysis = {
    since: '2026-12-05T11:00:00.000+00:00',
    steps: { percents: [50, 100], stepSeconds: 600 },
    last: {
      at: '2026-12-05T11:05:00.000+00:00',
      decision: 'wait',
      findings: ['page views so far: 12 on the canary, 48 on the live release'],
    },
  };
  api.answer('GET /staff/releases', { status: 200, body: { ...listing, remotes: [{ ...listing.remotes[0], analysis }] } });
  await runCommand(['list', 'marketing'], context);
  expect(context.lines.slice(1, 4)).toEqual([
    '  canary analysis since 2026-12-05T11:00:00.000+00:00, steps 50% → 100%, 600 s each',
    '    last look 2026-12-05T11:05:00.000+00:00: wait',
    '      page views so far: 12 on the canary, 48 on the live release',
  ]);
  api.answer('GET /staff/releases', { status: 200, body: listing });
});

test('list shows a rollback among the latest changes', async () => {
  const context = signedInContext();
  api.answer('GET /staff/releases', {
    status: 200,
    body: { ...listing, remotes: [{ ...listing.remotes[0], events: listing.remotes[0]?.events.slice(11) }] },
  });
  await runCommand(['list', 'marketing'], context);
  expect(context.lines.at(-1)).toBe(`    2026-12-05T11:00:00.000Z  rollback ${ids[3]}  ops@example.com  Broke the form`);
  api.answer('GET /staff/releases', { status: 200, body: listing });
});

test.each([
  [
    ['promote', 'marketing', ids[1] ?? '', '--reason', 'Fixes the form'],
    '/staff/releases/marketing/promote',
    { reason: 'Fixes the form', id: ids[1] },
  ],
  [['rollback', 'marketing', '--reason', 'Broke the form'], '/staff/releases/marketing/rollback', { reason: 'Broke the form' }],
  [
    ['canary', 'marketing', ids[0] ?? '', '25', '--reason', 'Try it'],
    '/staff/releases/marketing/canary',
    { reason: 'Try it', id: ids[0], percent: 25 },
  ],
  [
    ['canary', 'marketing', ids[0] ?? '', '25', '--reason', 'Try it', '--steps', '50, 100', '--step', '10m'],
    '/staff/releases/marketing/canary',
    { reason: 'Try it', id: ids[0], percent: 25, steps: [50, 100], stepSeconds: 600 },
  ],
  [['abort', 'marketing', '--reason', 'Errors up'], '/staff/releases/marketing/abort', { reason: 'Errors up' }],
])('%j posts to its contract path', async (argv, expectedPath, body) => {
  const channel = { live: ids[1], canary: { id: ids[0], percent: 25 } };
  api.answer(`POST ${expectedPath}`, { status: 200, body: { remote: 'marketing', version: 8, channel } });
  const context = signedInContext();
  await runCommand(argv, context);
  expect(api.received).toEqual([expect.objectContaining({ method: 'POST', path: expectedPath, body })]);
  expect(context.lines[0]).toBe(`marketing (live: ${ids[1]}, canary: ${ids[0]} at 25%)`);
  // A canary is served at once: the command says to whom.
  const stepped = argv.includes('--steps')
    ? [
        'While it stays as good as the live release, the canary analysis moves it on to 50%, then 100% every 600 s; if it does worse, it stops it.',
      ]
    : [];
  expect(context.lines.slice(1)).toEqual(argv[0] === 'canary' ? [expect.stringContaining('to 25% of visitors'), ...stepped] : []);
});

test('a refusal is the server’s message, exit status 1', async () => {
  api.answer('POST /staff/releases/marketing/rollback', {
    status: 409,
    body: { message: 'There is no earlier live release of marketing to go back to.' },
  });
  const refused = runCommand(['rollback', 'marketing', '--reason', 'x'], signedInContext());
  await expect(refused).rejects.toThrow('There is no earlier live release of marketing to go back to.');
  await expect(refused).rejects.toMatchObject({ exitCode: 1 });
});

test.each([
  [['promote', 'marketing', ids[0] ?? '']],
  [['abort', 'marketing', '--reason', '   ']],
  [['canary', 'marketing', ids[0] ?? '', '100', '--reason', 'x']],
  [['canary', 'marketing', ids[0] ?? '', '10', '--reason', 'x', '--steps', '50,100']],
  [['canary', 'marketing', ids[0] ?? '', '10', '--reason', 'x', '--step', '5m']],
  [['canary', 'marketing', ids[0] ?? '', '10', '--reason', 'x', '--steps', '50;100', '--step', '5m']],
  [['canary', 'marketing', ids[0] ?? '', '10', '--reason', 'x', '--steps', '50,100', '--step', '5 minutes']],
  [['promote', 'billing', ids[0] ?? '', '--reason', 'x']],
  [['prune', 'marketing']],
  [['publish']],
  [['deploy']],
  [['list', '--force']],
])('%j is a usage error (exit 2) and sends nothing', async (argv) => {
  const refused = runCommand(argv, signedInContext());
  await expect(refused).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining('Usage: npm run release') });
  expect(api.received).toEqual([]);
});

// @ts-check
/**
 * The short version of `npm run soak` that `npm test` runs: every check of the full run, on
 * fewer requests, with its three crash rounds. Nothing here depends on timing; the figures are
 * printed. This is also the project's crash test: every acknowledged enquiry, newsletter
 * address and subscription survives SIGKILL.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

test('under load, a login hammer and three SIGKILLs, nothing acknowledged is lost and nothing answers 5xx; through a mail outage and a SIGKILL every mail arrives once', () => {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-soak-test-')), 'soak.json');
  const args = [
    '--requests',
    '1500',
    '--connections',
    '50',
    '--crash-rounds',
    '3',
    '--acknowledged-before-kill',
    '150',
    '--mail-enquiries',
    '200',
    '--output',
    output,
  ];
  const result = spawnSync(process.execPath, [path.join(__dirname, 'run.mjs'), ...args], { encoding: 'utf8', timeout: 300_000 });
  process.stdout.write(result.stdout);
  expect(result.stderr).not.toContain('FAILED');
  expect(result.status).toBe(0);

  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const [, contact, duringHammer, hammer] = report.rows;
  for (const load of [contact, duringHammer]) {
    expect(load).toMatchObject({ sent: 1500, ok: 1500, serverErrors: 0, socketErrors: 0, stored: 1500, lost: 0 });
  }
  expect(hammer.tooMany).toBeGreaterThan(0);
  expect(hammer.serverErrors).toBe(0);
  const round = expect.objectContaining({ lost: 0, integrity: 'ok' });
  expect(report.crashes).toEqual([round, round, round]);
  for (const crash of report.crashes) expect(crash.acknowledged).toBeGreaterThanOrEqual(150);
  // 200 enquiries while the mail server is down, a SIGKILL halfway: 400 mails, each exactly once.
  expect(report.mail).toMatchObject({
    acknowledged: 200,
    expected: 400,
    delivered: 400,
    distinct: 400,
    duplicates: 0,
    lost: 0,
    outbox: { sent: 400 },
  });
}, 330_000);

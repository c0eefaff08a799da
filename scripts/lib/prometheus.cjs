// @ts-check
/**
 * A throw-away Prometheus on the repository's own configuration (ops/prometheus/): for
 * `npm run observe` and for the test that scrapes several instances with it. Its folder holds
 * prometheus.yml and rules/ as the repository has them, the targets of each job
 * (targets/backend.json, targets/web.json: Prometheus' file service discovery), the metrics token
 * (secrets/metrics-token, readable by its owner only) and the database (data/).
 * Needs Debian's `prometheus` package (which brings `promtool`).
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const opsDir = path.resolve(__dirname, '../../ops/prometheus');

/** Why no Prometheus can be started here, or undefined when one can. */
function prometheusUnavailable() {
  const installed = ['prometheus', 'promtool'].every((tool) => spawnSync(tool, ['--version']).error === undefined);
  return installed ? undefined : 'Prometheus is not installed: apt-get install prometheus';
}

/**
 * Writes the folder Prometheus runs from into `dir`. `token` is the metrics token, or the file
 * that holds it (linked to: Prometheus reads the file at every scrape, so a new token there is
 * used from the next one on). `interval` replaces the scrape and rule evaluation intervals of
 * prometheus.yml (a test waits seconds, not minutes).
 * @param {string} dir
 * @param {{ backends: string[], webServers: string[], token: string | { file: string }, interval?: string }} setup targets as host:port
 */
function writePrometheusFolder(dir, { backends, webServers, token, interval }) {
  let config = fs.readFileSync(path.join(opsDir, 'prometheus.yml'), 'utf8');
  if (interval) {
    const intervals = /^( {2}(?:scrape|evaluation)_interval:) \S+$/gm;
    if ((config.match(intervals) ?? []).length !== 2)
      throw new Error('ops/prometheus/prometheus.yml: no global scrape and evaluation interval to set');
    config = config.replace(intervals, `$1 ${interval}`);
  }
  fs.mkdirSync(path.join(dir, 'targets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), config);
  fs.cpSync(path.join(opsDir, 'rules'), path.join(dir, 'rules'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'targets/backend.json'), JSON.stringify([{ targets: backends }]));
  fs.writeFileSync(path.join(dir, 'targets/web.json'), JSON.stringify([{ targets: webServers }]));
  fs.mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
  const tokenFile = path.join(dir, 'secrets/metrics-token');
  if (typeof token === 'string') fs.writeFileSync(tokenFile, token, { mode: 0o600 });
  else fs.symlinkSync(path.resolve(token.file), tokenFile);
}

/**
 * Starts Prometheus on the folder `writePrometheusFolder` wrote, on 127.0.0.1:`port`, and
 * resolves once it is ready. `stop()` ends it (SIGTERM: it closes its database cleanly) and
 * resolves once it has exited; `exited` resolves with its exit code whenever it exits.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void>, exited: Promise<number | null> }>}
 */
async function startPrometheus(dir, port) {
  const child = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`prometheus did not become ready on ${url} (${child.exitCode === null ? 'timed out' : `exit ${child.exitCode}`})`);
}

/**
 * `promtool check config` on the folder (its rule files included), `promtool check rules` on the
 * repository's rules and `promtool test rules` on its rule tests (ops/prometheus/tests/): what
 * promtool printed for each, or an error with it when one fails.
 * @param {string} dir
 */
function checkWithPromtool(dir) {
  const filesIn = (/** @type {string} */ folder) =>
    fs.readdirSync(path.join(opsDir, folder)).map((file) => path.join(opsDir, folder, file));
  return [
    ['check', 'config', path.join(dir, 'prometheus.yml')],
    ['check', 'rules', ...filesIn('rules')],
    ['test', 'rules', ...filesIn('tests')],
  ].map((args) => {
    const result = spawnSync('promtool', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`promtool ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  });
}

module.exports = { prometheusUnavailable, writePrometheusFolder, startPrometheus, checkWithPromtool };

// @ts-check
/** When the bench and other runs can have a PostgreSQL database, and what they say when they cannot. */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** `postgresUnavailable()` as a process with `env` sees it. @param {NodeJS.ProcessEnv} env */
function unavailableWith(env) {
  const module = path.join(__dirname, 'test-services.mjs');
  const script = `import(${JSON.stringify(module)}).then((m) => console.log(JSON.stringify(m.postgresUnavailable() ?? null)))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }));
}

test('a machine without redis-server (nothing on its PATH) and no TEST_DATABASE_URL is told what to install', () => {
  expect(unavailableWith({ PATH: '/nonexistent' })).toBe(
    'no TEST_DATABASE_URL, and no PostgreSQL and Redis to start one (apt-get install -y postgresql redis-server)',
  );
});

test('TEST_DATABASE_URL names a server: nothing needs installing', () => {
  expect(unavailableWith({ PATH: '/nonexistent', TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:55432/postgres' })).toBeNull();
});

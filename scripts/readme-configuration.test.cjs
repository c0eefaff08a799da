// @ts-check
/**
 * The README's configuration table must name every environment variable a server of the site
 * reads: the backend, the web server and the scripts behind `npm start`.
 */
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
const serverSources = [
  'backend/src',
  'shared/src',
  'web-server/src',
  'scripts/lib',
  'scripts/start.mjs',
  'scripts/build.mjs',
  'scripts/dev.mjs',
];
const isTestFile = (/** @type {string} */ file) => /\.test\.|[\\/]testing[\\/]/.test(file);

/** @param {string} entry @returns {string[]} */
function sourceFiles(entry) {
  const full = path.join(repoRoot, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .filter((file) => !isTestFile(file));
}

/** `process.env.X`, `env.X`, `env['X']` and `portFromEnv('X', …)`. @param {string} source */
function variablesIn(source) {
  const pattern = /\benv\.([A-Z][A-Z0-9_]*)|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]|portFromEnv\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;
  return [...source.matchAll(pattern)].map((match) => /** @type {string} */ (match[1] ?? match[2] ?? match[3]));
}

function readmeConfigurationSection() {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  return readme.slice(start, end < 0 ? undefined : end);
}

test('the README names every environment variable the servers read', () => {
  const documented = readmeConfigurationSection();
  const read = new Set(serverSources.flatMap(sourceFiles).flatMap((file) => variablesIn(fs.readFileSync(file, 'utf8'))));
  expect(read.size).toBeGreaterThan(10);
  const missing = [...read].filter((name) => !documented.includes(`\`${name}\``));
  expect(missing).toEqual([]);
});

test('the check finds every way the code reads a variable', () => {
  expect(variablesIn("process.env.A_B; env.C ?? x; env['D']; portFromEnv('E_PORT', 1)")).toEqual(['A_B', 'C', 'D', 'E_PORT']);
});

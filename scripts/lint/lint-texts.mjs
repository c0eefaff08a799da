// @ts-check
/**
 * Lints sources as if they were files at the given paths, without writing them: reads
 * `[{ file, code }]` (paths from the repository's root) as JSON on stdin and prints, for each, the
 * problems found (`[{ ruleId, message }]`). jest cannot load eslint.config.mjs in its module
 * sandbox, so the layering test runs this in a process of its own.
 */
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });
/** @type {Array<{ file: string, code: string }>} */
const sources = JSON.parse(await text(process.stdin));
const problems = [];
for (const { file, code } of sources) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  problems.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(problems));

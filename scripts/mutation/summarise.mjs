// @ts-check
/**
 * `node scripts/mutation/summarise.mjs report.json [more.json ...]`: one table of mutation scores
 * per folder and overall, from StrykerJS JSON reports or incremental files (same schema). Runs
 * over part of the code (`--mutate <folder>`) each write their own file; this adds them up. A run
 * tests every mutant of each source file it names, so the last file naming a source wins.
 * `--survivors` lists what lived.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ id: string, status: string, mutatorName: string, replacement?: string, location: { start: { line: number, column: number } } }} Mutant */

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** @param {string[]} files */
function mutantsByFile(files) {
  /** @type {Map<string, Mutant[]>} */
  const byFile = new Map();
  for (const file of files) {
    /** @type {{ files: Record<string, { mutants: Mutant[] }> }} */
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [source, { mutants }] of Object.entries(report.files)) byFile.set(source, mutants);
  }
  return byFile;
}

/** @param {Mutant[]} mutants */
function tally(mutants) {
  const count = (/** @type {Set<string>} */ statuses) => mutants.filter((mutant) => statuses.has(mutant.status)).length;
  const detected = count(DETECTED);
  const undetected = count(UNDETECTED);
  const score = detected + undetected === 0 ? NaN : (100 * detected) / (detected + undetected);
  return { detected, undetected, errors: count(new Set(['CompileError', 'RuntimeError'])), score };
}

function main() {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length === 0) throw new Error('usage: summarise.mjs report.json [more.json ...] [--survivors]');
  const byFile = mutantsByFile(files);
  /** @type {Map<string, Mutant[]>} */
  const byFolder = new Map();
  for (const [source, mutants] of byFile) {
    const folder = path.dirname(source).split('/').slice(0, 3).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...mutants]);
  }
  const rows = [...byFolder].sort(([a], [b]) => a.localeCompare(b)).map(([folder, mutants]) => ({ folder, ...tally(mutants) }));
  rows.push({ folder: 'all', ...tally([...byFile.values()].flat()) });
  console.log('| folder | score | killed + timed out | survived + no coverage | errors |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.folder} | ${row.score.toFixed(2)} % | ${row.detected} | ${row.undetected} | ${row.errors} |`);
  if (!args.includes('--survivors')) return;
  for (const [source, mutants] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of mutants.filter((each) => UNDETECTED.has(each.status)).sort((a, b) => a.location.start.line - b.location.start.line)) {
      console.log(`${source}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.status} ${mutant.mutatorName} ${JSON.stringify(mutant.replacement ?? '').slice(0, 100)}`);
    }
  }
}

main();

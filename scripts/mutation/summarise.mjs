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
import { fileURLToPath } from 'node:url';

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

/**
 * @param {string[]} files reports, oldest first
 * @returns {{ rows: Array<{ folder: string, detected: number, undetected: number, errors: number, score: number }>, survivors: string[] }}
 * the rows per folder, then `all`; and each surviving or uncovered mutant, one line each
 */
export function summarise(files) {
  const byFile = mutantsByFile(files);
  /** @type {Map<string, Mutant[]>} */
  const byFolder = new Map();
  for (const [source, mutants] of byFile) {
    const folder = path.dirname(source).split('/').slice(0, 3).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...mutants]);
  }
  const rows = [...byFolder].sort(([a], [b]) => a.localeCompare(b)).map(([folder, mutants]) => ({ folder, ...tally(mutants) }));
  rows.push({ folder: 'all', ...tally([...byFile.values()].flat()) });
  const survivors = [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([source, mutants]) =>
      mutants
        .filter((mutant) => UNDETECTED.has(mutant.status))
        .sort((a, b) => a.location.start.line - b.location.start.line)
        .map(
          (mutant) =>
            `${source}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.status} ${mutant.mutatorName} ${JSON.stringify(mutant.replacement ?? '').slice(0, 100)}`,
        ),
    );
  return { rows, survivors };
}

/** @param {ReturnType<typeof summarise>['rows']} rows */
export function scoreTable(rows) {
  const lines = ['| folder | score | killed + timed out | survived + no coverage | errors |', '|---|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.folder} | ${row.score.toFixed(2)} % | ${row.detected} | ${row.undetected} | ${row.errors} |`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length === 0) throw new Error('usage: summarise.mjs report.json [more.json ...] [--survivors]');
  const { rows, survivors } = summarise(files);
  console.log(scoreTable(rows));
  if (args.includes('--survivors')) console.log(survivors.join('\n'));
}

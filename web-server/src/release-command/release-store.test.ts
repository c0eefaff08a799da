import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_ID_PATTERN } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { releaseIdCandidates, storeRelease } from './release-store';

const commit = '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b';
const dir = tempDir({ 'dist/mf-manifest.json': '{"new":true}', 'dist/server/remoteEntry.js': 'module.exports = 1;' });
const dist = path.join(dir, 'dist');

test('ids are the UTC date and the commit, then -2, -3… — all of the contract’s pattern', () => {
  // Late in the evening west of Greenwich it is already the next day in UTC.
  const candidates = releaseIdCandidates(new Date('2026-12-06T23:30:00-05:00'), commit);
  expect(candidates.slice(0, 3)).toEqual(['2026-12-07-1a2b3c4', '2026-12-07-1a2b3c4-2', '2026-12-07-1a2b3c4-3']);
  expect(candidates).toHaveLength(999);
  expect(candidates.every((id) => RELEASE_ID_PATTERN.test(id))).toBe(true);
});

test('the build is copied whole into the first id free in the registry and the store', () => {
  const store = path.join(dir, 'store-a');
  const candidates = releaseIdCandidates(new Date('2026-12-06T12:00:00Z'), commit);
  expect(storeRelease(store, 'marketing', candidates, new Set(), dist)).toBe('2026-12-06-1a2b3c4');
  expect(fs.readFileSync(path.join(store, 'marketing/2026-12-06-1a2b3c4/server/remoteEntry.js'), 'utf8')).toBe('module.exports = 1;');
  // Taken in the registry (its folder pruned): skipped.
  expect(storeRelease(store, 'marketing', candidates, new Set(['2026-12-06-1a2b3c4-2']), dist)).toBe('2026-12-06-1a2b3c4-3');
});

test('a folder already in the store is never written into: the next id is used', () => {
  const store = path.join(dir, 'store-b');
  const existing = path.join(store, 'marketing', '2026-12-06-1a2b3c4');
  fs.mkdirSync(existing, { recursive: true });
  fs.writeFileSync(path.join(existing, 'mf-manifest.json'), '{"old":true}');
  const candidates = releaseIdCandidates(new Date('2026-12-06T12:00:00Z'), commit);
  expect(storeRelease(store, 'marketing', candidates, new Set(), dist)).toBe('2026-12-06-1a2b3c4-2');
  expect(fs.readFileSync(path.join(existing, 'mf-manifest.json'), 'utf8')).toBe('{"old":true}');
  expect(fs.readdirSync(existing)).toEqual(['mf-manifest.json']);
});

test('when every id of the day is taken, nothing is stored', () => {
  const store = path.join(dir, 'store-c');
  const candidates = releaseIdCandidates(new Date('2026-12-06T12:00:00Z'), commit);
  expect(() => storeRelease(store, 'account', candidates, new Set(candidates), dist)).toThrow(/taken/);
  expect(fs.readdirSync(path.join(store, 'account'))).toEqual([]);
});

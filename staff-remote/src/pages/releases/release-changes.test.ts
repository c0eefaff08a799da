import type { ReleaseManifest } from '@rcm/shared';
import { changesSince } from './release-changes';

const release = (exposes: string[], shared: Record<string, string>): ReleaseManifest => ({
  remote: 'marketing',
  id: '2026-12-06-1a2b3c4',
  commit: '1a2b3c4'.padEnd(40, '0'),
  exposes,
  shared,
});

test('the first release has nothing to compare with', () => {
  expect(changesSince(release(['./Home'], { react: '19.3.1' }), undefined)).toEqual(['First release in the registry']);
});

test('modules exposed and dropped, and shared packages added, dropped and moved, in words', () => {
  const before = release(['./Home', './About'], { react: '19.3.1', 'react-dom': '19.3.1', zod: '3.0.0' });
  const after = release(['./Home', './Careers'], { react: '19.4.0', 'react-dom': '19.3.1', 'react-toastify': '11.2.0' });
  expect(changesSince(after, before)).toEqual([
    'Exposes ./Careers',
    'No longer exposes ./About',
    'react 19.3.1 → 19.4.0',
    'Shares react-toastify 11.2.0',
    'No longer shares zod',
  ]);
});

test('the same modules and versions say so', () => {
  const same = release(['./Home'], { react: '19.3.1' });
  expect(changesSince(same, same)).toEqual(['No change to exposed modules or shared versions']);
});

import { liveMap } from '../testing/live-map-backend';
import { parseLiveReleaseMap } from './live-map';

test('a map of the contract is taken as it is, canaries included', () => {
  const map = liveMap(7, { marketing: '2026-12-06-1a2b3c4', account: '2026-12-06-1a2b3c4-12' });
  expect(parseLiveReleaseMap(map)).toEqual(map);
  const canary = { ...map, remotes: { ...map.remotes, staff: { live: null, canary: { id: '2026-12-06-abcdef0', percent: 5 } } } };
  expect(parseLiveReleaseMap(canary)).toEqual(canary);
});

test('anything else is refused whole, naming what is wrong', () => {
  const map = liveMap(7, { marketing: '2026-12-06-1a2b3c4' });
  expect(() => parseLiveReleaseMap(null)).toThrow('no integer version');
  expect(() => parseLiveReleaseMap({ ...map, version: '7' })).toThrow('no integer version');
  const { staff: _missing, ...twoRemotes } = map.remotes;
  expect(() => parseLiveReleaseMap({ ...map, remotes: twoRemotes })).toThrow('remotes.staff');
  for (const live of ['../../x', 'latest', '2026-12-06-1A2B3C4', '2026-12-06-1a2b3c4/../', 7]) {
    expect(() => parseLiveReleaseMap({ ...map, remotes: { ...map.remotes, marketing: { live, canary: null } } })).toThrow(
      'remotes.marketing',
    );
  }
  for (const canary of [
    { id: '2026-12-06-1a2b3c4', percent: 100 },
    { id: '2026-12-06-1a2b3c4', percent: 0 },
    { id: 'x', percent: 5 },
    'x',
  ]) {
    expect(() => parseLiveReleaseMap({ ...map, remotes: { ...map.remotes, account: { live: null, canary } } })).toThrow('remotes.account');
  }
});

import type { LiveReleaseMap } from '@rcm/shared';
import { beaconRelease, OTHER_RELEASE } from './beacon-release';

const STORE = 'https://releases.site.example/releases/';
const FILE_MANIFEST = 'https://marketing.site.example/mf-manifest.json';
const site = {
  config: {
    remotes: { marketing: FILE_MANIFEST, account: 'https://a.example/mf-manifest.json', staff: 'https://s.example/mf-manifest.json' },
    backendUrl: 'https://api.example',
    appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
  },
  json: '{}',
};
const map: LiveReleaseMap = {
  version: 3,
  remotes: {
    marketing: { live: '2026-12-01-aaaaaaa', canary: { id: '2026-12-05-bbbbbbb', percent: 10 } },
    account: { live: null, canary: null },
    staff: { live: '2026-11-30-ccccccc', canary: null },
  },
};
const releaseOf = beaconRelease({ readFile: async () => site, map: () => map, storeUrl: STORE });
const inStore = (remote: string, id: string) => `${STORE}${remote}/${id}/mf-manifest.json`;

test("a beacon's release is its id while the live map names it live or canary for that remote", async () => {
  expect(await releaseOf('marketing', inStore('marketing', '2026-12-01-aaaaaaa'))).toBe('2026-12-01-aaaaaaa');
  expect(await releaseOf('marketing', inStore('marketing', '2026-12-05-bbbbbbb'))).toBe('2026-12-05-bbbbbbb');
  expect(await releaseOf('staff', inStore('staff', '2026-11-30-ccccccc'))).toBe('2026-11-30-ccccccc');
});

test('the runtime config file\'s own address is "file"; any other release or URL is "other"', async () => {
  expect(await releaseOf('marketing', FILE_MANIFEST)).toBe('file');
  // An old release (a tab opened before the promote), another remote's live release, a release of the right form that never was.
  expect(await releaseOf('marketing', inStore('marketing', '2026-11-01-ddddddd'))).toBe(OTHER_RELEASE);
  expect(await releaseOf('account', inStore('account', '2026-12-01-aaaaaaa'))).toBe(OTHER_RELEASE);
  expect(await releaseOf('marketing', 'https://evil.example/mf-manifest.json')).toBe(OTHER_RELEASE);
  expect(await releaseOf('marketing', `${inStore('marketing', '2026-12-01-aaaaaaa')}?x=1`)).toBe(OTHER_RELEASE);
  const withoutRegistry = beaconRelease({ readFile: async () => site, storeUrl: undefined });
  expect(await withoutRegistry('marketing', inStore('marketing', '2026-12-01-aaaaaaa'))).toBe(OTHER_RELEASE);
});

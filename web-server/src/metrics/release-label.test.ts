import { FILE_RELEASE, releaseLabel } from './release-label';

const store = 'http://localhost:3005/releases/';

test("a release store folder's manifest is labelled with the release's id", () => {
  expect(releaseLabel(`${store}marketing/2026-12-06-1a2b3c4/mf-manifest.json`, store)).toBe('2026-12-06-1a2b3c4');
  expect(releaseLabel(`${store}staff/2026-12-06-1a2b3c4-2/mf-manifest.json`, store)).toBe('2026-12-06-1a2b3c4-2');
});

test('any other address is `file`, never a piece of the URL', () => {
  expect(releaseLabel('http://localhost:3001/mf-manifest.json', store)).toBe(FILE_RELEASE);
  expect(releaseLabel(`${store}marketing/2026-12-06-1a2b3c4/mf-manifest.json`, undefined)).toBe(FILE_RELEASE);
  expect(releaseLabel(`${store}marketing/anything-a-visitor-typed/mf-manifest.json`, store)).toBe(FILE_RELEASE);
  expect(releaseLabel(`${store}marketing/2026-12-06-1a2b3c4/other.json`, store)).toBe(FILE_RELEASE);
  expect(releaseLabel(`${store}marketing/2026-12-06-1a2b3c4/x/mf-manifest.json`, store)).toBe(FILE_RELEASE);
  expect(releaseLabel(`${store}marketing/2026-12-06-1a2b3c4/mf-manifest.json?v=1`, store)).toBe(FILE_RELEASE);
});

import type { LiveReleaseMap } from '@rcm/shared';
import { previewSigningKey, signPreviewGrant } from '@rcm/shared/server';
import { liveMap } from '../testing/live-map-backend';
import { bucketOf, chooseReleases, visitorOf } from './visitor';

const A = '2026-12-06-1a2b3c4';
const B = '2026-12-07-5d6e7f8';
const C = '2026-12-08-9abcdef';
const key = previewSigningKey('deploy-token-for-tests');
const now = () => Math.floor(Date.now() / 1000);
const canaryAt = (percent: number): LiveReleaseMap => ({
  version: 2,
  remotes: { ...liveMap(2, { marketing: A }).remotes, marketing: { live: A, canary: { id: B, percent } } },
});
const grant = (expiresAt: number, release = C) => signPreviewGrant({ remote: 'marketing', release, expiresAt }, key);

test('a bucket is a plain whole number 0–9999; anything else is not one', () => {
  for (const [value, bucket] of [
    ['0', 0],
    ['4999', 4999],
    ['9999', 9999],
  ] as const)
    expect(bucketOf(value)).toBe(bucket);
  for (const value of [undefined, '', '10000', '-1', '007', '1.5', ' 12', '12abc', '1e3']) expect(bucketOf(value)).toBeUndefined();
});

test('at 50 %, buckets 0–4999 get the candidate and 5000–9999 the live release; the other remotes stay live', () => {
  const map = canaryAt(50);
  const at = (bucket: number) => chooseReleases(map, { bucket, preview: undefined });
  expect(at(0).marketing).toBe(B);
  expect(at(4999).marketing).toBe(B);
  expect(at(5000).marketing).toBe(A);
  expect(at(9999).marketing).toBe(A);
  expect(at(0)).toMatchObject({ account: null, staff: null });
  expect(chooseReleases(canaryAt(1), { bucket: 99, preview: undefined }).marketing).toBe(B);
  expect(chooseReleases(canaryAt(1), { bucket: 100, preview: undefined }).marketing).toBe(A);
});

test('a preview beats the canary, for its own remote only', () => {
  const preview = { remote: 'marketing' as const, release: C, expiresAt: now() + 60 };
  expect(chooseReleases(canaryAt(50), { bucket: 0, preview }).marketing).toBe(C);
  expect(chooseReleases(canaryAt(50), { bucket: 9999, preview }).marketing).toBe(C);
  const account = { ...preview, remote: 'account' as const };
  expect(chooseReleases(canaryAt(50), { bucket: 0, preview: account })).toEqual({ marketing: B, account: C, staff: null });
});

test('no canary, no new bucket; while one runs, a visitor without a valid bucket gets one, and one with a bucket keeps it', () => {
  expect(visitorOf({}, liveMap(1, { marketing: A }), key)).toMatchObject({ bucket: undefined, newBucket: false, personal: false });
  expect(visitorOf({ rcm_bucket: '17' }, liveMap(1, { marketing: A }), key)).toMatchObject({ newBucket: false, personal: false });
  for (const cookies of [{}, { rcm_bucket: 'nonsense' }, { rcm_bucket: '10000' }]) {
    const fresh = visitorOf(cookies, canaryAt(50), key);
    expect(fresh).toMatchObject({ newBucket: true, personal: true });
    expect(bucketOf(String(fresh.bucket))).toBe(fresh.bucket);
  }
  expect(visitorOf({ rcm_bucket: '17' }, canaryAt(50), key)).toMatchObject({ bucket: 17, newBucket: false });
  // Random over the whole range: of 2000 fresh visitors, about half fall under 50 %.
  const under = Array.from({ length: 2000 }, () => visitorOf({}, canaryAt(50), key).bucket ?? -1).filter((bucket) => bucket < 5000);
  expect(under.length).toBeGreaterThan(800);
  expect(under.length).toBeLessThan(1200);
});

test('a preview cookie counts while it verifies; a forged, tampered or expired one is ignored and to be cleared', () => {
  expect(visitorOf({ rcm_preview: grant(now() + 60) }, undefined, key)).toMatchObject({
    preview: { remote: 'marketing', release: C },
    stalePreview: false,
    personal: true,
  });
  const [payload, signature] = grant(now() + 60).split('.');
  const forged = signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now() + 60 }, previewSigningKey('another token'));
  const tampered = `${Buffer.from(JSON.stringify({ remote: 'marketing', release: B, expiresAt: now() + 60 })).toString('base64url')}.${signature}`;
  for (const token of [forged, tampered, grant(now() - 1), `${payload}.`, 'garbage']) {
    expect(visitorOf({ rcm_preview: token }, undefined, key)).toMatchObject({ preview: undefined, stalePreview: true, personal: false });
  }
});

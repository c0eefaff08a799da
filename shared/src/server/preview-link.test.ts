import { createHmac } from 'node:crypto';
import { previewLinkOf, previewSigningKey, signPreviewGrant, verifyPreviewToken, type PreviewGrant } from './preview-link';

const key = previewSigningKey('d'.repeat(40));
const grant: PreviewGrant = { remote: 'marketing', release: '2026-12-06-1a2b3c4', expiresAt: 2_000 };
/** A correctly signed token of any payload: only its content can make it fail. */
const tokenOf = (payload: unknown) => {
  const body = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};

test('the signing key is derived the same way by every release of the backend and the web servers', () => {
  // They are released apart: a backend that signed with another derivation would hand out links
  // no web server opens. This pins it (HMAC-SHA256 of the label 'rcm preview link v1'), derived
  // within the test: the module's `key` is made as the file loads, which no test is credited with.
  expect(previewSigningKey('d'.repeat(40)).toString('hex')).toBe('c56025d049c02c365246db44ee050cefcd83bc219d39b13ab3fd31420e13b3ab');
});

test('a token signed with the key gives back its grant until it expires, and not at or after expiry', () => {
  const token = signPreviewGrant(grant, key);
  expect(verifyPreviewToken(token, key, 1_999)).toEqual(grant);
  expect(verifyPreviewToken(token, key, 2_000)).toBeUndefined();
  expect(verifyPreviewToken(token, key, 2_001)).toBeUndefined();
});

test('a token is worth nothing with another deploy token, a changed payload or signature, or any other shape', () => {
  const token = signPreviewGrant(grant, key);
  expect(verifyPreviewToken(token, previewSigningKey('e'.repeat(40)), 0)).toBeUndefined();
  const [payload, signature] = token.split('.') as [string, string];
  const longer = Buffer.from(JSON.stringify({ ...grant, expiresAt: 9_999 })).toString('base64url');
  expect(verifyPreviewToken(`${longer}.${signature}`, key, 0)).toBeUndefined();
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  expect(verifyPreviewToken(`${payload}.${flipped}`, key, 0)).toBeUndefined();
  for (const broken of ['', payload, `${payload}.`, `.${signature}`, `${token}.x`, `${payload}.${signature.slice(1)}`]) {
    expect(verifyPreviewToken(broken, key, 0)).toBeUndefined();
  }
});

test('a properly signed grant is refused unless it names a remote and a release id of the contract form', () => {
  expect(verifyPreviewToken(tokenOf(grant), key, 0)).toEqual(grant);
  for (const bad of [
    { ...grant, remote: 'shell' },
    { ...grant, remote: 'constructor' },
    { ...grant, release: '../../evil' },
    { ...grant, release: '2026-12-06-1a2b3c4/x' },
    { ...grant, expiresAt: '2000' },
    { ...grant, expiresAt: 1.5 },
    // Arrays whose text is a valid remote or id (`String(['marketing'])`): the grant is of strings.
    { ...grant, remote: ['marketing'] },
    { ...grant, release: [grant.release] },
  ]) {
    expect(verifyPreviewToken(tokenOf(bad), key, 0)).toBeUndefined();
  }
  // Signed JSON that is no object at all is refused too, not thrown on.
  for (const notAnObject of ['{not json', 'null', '"marketing"', '[]', '7'])
    expect(verifyPreviewToken(tokenOf(notAnObject), key, 0)).toBeUndefined();
});

test("the link is the site's preview path with the token as one query parameter", () => {
  expect(previewLinkOf('https://www.clinic.example/', 'a.b')).toBe('https://www.clinic.example/preview-release?token=a.b');
  expect(previewLinkOf('https://www.clinic.example//', 'a.b')).toBe('https://www.clinic.example/preview-release?token=a.b');
  expect(previewLinkOf('https://www.clinic.example', 'a+b/c')).toBe('https://www.clinic.example/preview-release?token=a%2Bb%2Fc');
});

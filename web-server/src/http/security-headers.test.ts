import { FILE_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';

test('every reply gets nosniff, a referrer policy, COOP, a permissions policy, the locked-down CSP and no framing', () => {
  expect(securityHeaders({ https: false })).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
  });
  expect(FILE_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'/);
});

test('HSTS only over https', () => {
  expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
});

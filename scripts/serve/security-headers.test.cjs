// @ts-check
const { securityHeaders } = require('./security-headers.cjs');

test('every reply gets nosniff, a referrer policy, COOP, a permissions policy and no framing', () => {
  expect(securityHeaders({ html: false, https: false })).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  });
});

test('pages also get the CSP and cannot be framed', () => {
  const headers = securityHeaders({ html: true, https: false, contentSecurityPolicy: "default-src 'self'; frame-ancestors 'none'" });
  expect(headers['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  expect(headers['X-Frame-Options']).toBe('DENY');
});

test('HSTS only over https', () => {
  expect(securityHeaders({ html: true, https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  expect(securityHeaders({ html: true, https: false })).not.toHaveProperty('Strict-Transport-Security');
});

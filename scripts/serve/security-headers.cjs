// @ts-check
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The security headers of the site's static servers (shell and remotes). HSTS only on https:
 * behind a TLS-terminating proxy that sets X-Forwarded-Proto, start the servers with
 * TRUST_PROXY=1 so they know; on plain http it would be ignored by browsers anyway, and on
 * localhost it would pin the developer's browser to https.
 * @param {{ html: boolean, https: boolean, contentSecurityPolicy?: string }} reply
 * @returns {Record<string, string>}
 */
function securityHeaders({ html, https, contentSecurityPolicy }) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  // Pages get their own policy; every other reply (scripts, styles, manifests, an SVG opened
  // on its own, error replies) may load and run nothing if opened or framed directly.
  if (!html) headers['Content-Security-Policy'] = FILE_CONTENT_SECURITY_POLICY;
  else if (contentSecurityPolicy) headers['Content-Security-Policy'] = contentSecurityPolicy;
  // For browsers that predate CSP's frame-ancestors.
  headers['X-Frame-Options'] = 'DENY';
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

module.exports = { securityHeaders };

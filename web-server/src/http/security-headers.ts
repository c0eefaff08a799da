/**
 * The security headers of every reply of the site's web servers (pages, files, errors).
 * HSTS only on https: behind a TLS-terminating proxy that sets X-Forwarded-Proto, start the
 * servers with TRUST_PROXY=1 so they know; on plain http browsers ignore it, and on localhost it
 * would pin the developer's browser to https.
 */

/** What a file (a script, a stylesheet, a manifest, an SVG opened on its own) or an error may do: nothing. */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Replaced by the page's own policy on the shell's pages.
    'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
    // For browsers that predate CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

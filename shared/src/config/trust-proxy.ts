/**
 * `TRUST_PROXY`, read the same way by the API and the web servers: set (`1` or `true`) when a
 * TLS-terminating proxy sits in front, so its `X-Forwarded-*` headers are believed.
 */
export function trustProxyFromEnv(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

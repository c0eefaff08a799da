import { trustProxyFromEnv } from '@rcm/shared/server';
import { MIN_JWT_SECRET_BYTES } from '../auth/jwt-keys';
import { MIN_SECRET_BYTES } from '../auth/secret-keys';

/**
 * `BACKEND_INSTANCES`: how many backend processes serve the site (1 by default). One instance
 * may keep its limits in process; more must share them in Redis.
 */
export function backendInstancesFromEnv(env: NodeJS.ProcessEnv): number {
  const instances = env.BACKEND_INSTANCES ? Number(env.BACKEND_INSTANCES) : 1;
  if (!Number.isInteger(instances) || instances < 1) throw new Error('BACKEND_INSTANCES must be a whole number of at least 1');
  return instances;
}

/**
 * What a production deployment (`NODE_ENV=production`) must not run with. Each problem names
 * the variable and what to set; the defaults are for a developer's machine.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push(`JWT_SECRET is not set: give at least ${MIN_JWT_SECRET_BYTES} random bytes from the secret store`);
  else if (Buffer.byteLength(env.JWT_SECRET) < MIN_JWT_SECRET_BYTES)
    problems.push(`JWT_SECRET is shorter than ${MIN_JWT_SECRET_BYTES} bytes`);
  // Only this server's own account API keeps two-step verification secrets (a trusted Appwrite keeps its own).
  if (!env.TRUSTED_APPWRITE_ENDPOINT) {
    if (!env.MFA_ENCRYPTION_KEY)
      problems.push(
        `MFA_ENCRYPTION_KEY is not set: give at least ${MIN_SECRET_BYTES} random bytes from the secret store, another key than JWT_SECRET`,
      );
    else if (Buffer.byteLength(env.MFA_ENCRYPTION_KEY) < MIN_SECRET_BYTES)
      problems.push(`MFA_ENCRYPTION_KEY is shorter than ${MIN_SECRET_BYTES} bytes`);
    else if (env.MFA_ENCRYPTION_KEY === env.JWT_SECRET)
      problems.push('MFA_ENCRYPTION_KEY must not be JWT_SECRET: one leaked key must not give away both');
  }
  // Unset is allowed: the web servers then follow their runtime config files, and the live map is not served.
  // Unset is allowed too: no metrics are served.
  for (const name of ['DEPLOY_TOKEN', 'METRICS_TOKEN'] as const) {
    const token = env[name];
    if (token && Buffer.byteLength(token) < MIN_SECRET_BYTES)
      problems.push(
        `${name} is shorter than ${MIN_SECRET_BYTES} bytes: give at least ${MIN_SECRET_BYTES} random bytes from the secret store`,
      );
  }
  if (!env.SITE_ORIGINS) problems.push("SITE_ORIGINS is not set: give the site's public https origin");
  else {
    const insecure = env.SITE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin && !origin.startsWith('https://'));
    if (insecure.length > 0) problems.push(`SITE_ORIGINS must be https only, not ${insecure.join(', ')}`);
  }
  try {
    if (trustProxyFromEnv(env.TRUST_PROXY) === false) {
      problems.push(
        'TRUST_PROXY is not set: give the number of proxies in front (e.g. 1) or their addresses, so limits see the real client address',
      );
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (env.TRUSTED_APPWRITE_ENDPOINT && !env.TRUSTED_APPWRITE_ENDPOINT.startsWith('https://'))
    problems.push('TRUSTED_APPWRITE_ENDPOINT must be https');
  if (!env.SMTP_URL)
    problems.push(
      "SMTP_URL is not set: give the mail provider's smtps:// URL, or no mail (enquiry notices, password recovery) would ever leave",
    );
  if (!env.MAIL_FROM)
    problems.push('MAIL_FROM is not set: give the address mails are sent from (its domain must allow the provider in SPF/DKIM)');
  if (!env.SALES_EMAIL) problems.push('SALES_EMAIL is not set: give the inbox that is told of every enquiry');
  if (!env.PUBLIC_API_URL)
    problems.push("PUBLIC_API_URL is not set: give this API's public https URL, which newsletter mails name for one-click unsubscribe");
  else if (!env.PUBLIC_API_URL.startsWith('https://')) problems.push('PUBLIC_API_URL must be https');
  if (env.ABUSE_LIMITS === 'disabled') problems.push('ABUSE_LIMITS=disabled turns every rate limit off; it is for test harnesses only');
  if (!env.PAYMENTS) {
    problems.push(
      'PAYMENTS is not set: the only payment provider this build has is the demonstration checkout, which approves any valid card number and charges nothing; set PAYMENTS=demonstration only for a site that takes no real payments (docs/deploy.md)',
    );
  }
  try {
    const instances = backendInstancesFromEnv(env);
    if (instances > 1 && !env.REDIS_URL) {
      problems.push(
        `REDIS_URL is not set for ${instances} backend instances: each would count failed logins and rate limits on its own, multiplying every limit; give a Redis (maxmemory-policy noeviction)`,
      );
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

export function assertProductionReady(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionProblems(env);
  if (problems.length > 0) throw new Error(`Refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
}

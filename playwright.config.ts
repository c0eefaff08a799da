import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/testing/data-dir';
import { E2E_METRICS_TOKEN } from './e2e/testing/metrics';
import { e2ePorts, origins } from './e2e/testing/ports';
import { chromiumArgs, chromiumExecutable } from './scripts/lib/chromium.cjs';

/**
 * Browser tests against the real built site, started the README way (`node scripts/start.mjs`)
 * on its usual ports, with the backend on a throw-away embedded database.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const artifacts = '**/.artifacts/**';
const releaseRegistrySpecs = '**/deploy/release-registry*.spec.ts';

export default defineConfig({
  testDir: './e2e',
  // Only the browser specs: e2e/.artifacts holds a copied remote source (the release test),
  // whose jest tests must not be collected here.
  testMatch: '**/*.spec.ts',
  testIgnore: artifacts,
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: origins.shell,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktop, testIgnore: [artifacts, releaseRegistrySpecs] },
    // Promoting a release moves every visitor of the one site (its remotes then load from the
    // release store), so the registry's tests run once everything else has, one at a time (each
    // file promotes marketing and waits for the site to follow it).
    {
      name: 'release registry',
      use: desktop,
      testMatch: releaseRegistrySpecs,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && node scripts/start.mjs`,
    url: origins.shell,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      // Known to the tests, which read the web servers' /metrics (e2e/testing/metrics.ts).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The canary analysis looks every 2 s (e2e/deploy/release-registry-analysis.spec.ts). Marketing's
      // canaries are the other registry tests', moved by hand: never judged here. Account's are
      // judged on failed page views after 6 a side; fallbacks and LCP/INP are the unit tests' (a few
      // page views on a shared machine are noise for them).
      CANARY_CHECK_SECONDS: '2',
      CANARY_MIN_PAGE_VIEWS_MARKETING: '1000000',
      CANARY_MIN_SERVER_RENDERS_MARKETING: '1000000',
      CANARY_MIN_PAGE_VIEWS_ACCOUNT: '6',
      CANARY_MIN_SERVER_RENDERS_ACCOUNT: '1000000',
      CANARY_MAX_LCP_RATIO_ACCOUNT: '100',
      CANARY_MAX_INP_RATIO_ACCOUNT: '100',
      SHELL_PORT: String(e2ePorts.shell),
      // A second web server instance, started as npm start starts one: the registry's tests see both follow it.
      SHELL_EXTRA_PORTS: String(e2ePorts.shell2),
      MARKETING_PORT: String(e2ePorts.marketing),
      ACCOUNT_PORT: String(e2ePorts.account),
      STAFF_PORT: String(e2ePorts.staff),
      BACKEND_PORT: String(e2ePorts.backend),
      RELEASES_PORT: String(e2ePorts.releases),
      // The site's own local mail server, whatever SMTP_URL the shell that runs the tests has:
      // the tests read every mail the site sends through its API (e2e/testing/mailbox.ts).
      SMTP_URL: '',
      MAIL_SMTP_PORT: String(e2ePorts.mailSmtp),
      MAIL_WEB_PORT: String(e2ePorts.mailWeb),
      // The second instance's pages and the staff release test's own shell call the API too (e2e/deploy/staff-release.spec.ts).
      SITE_ORIGINS: [origins.shell, origins.shell2, `http://localhost:${e2ePorts.staffReleaseShell}`].join(','),
    },
  },
});

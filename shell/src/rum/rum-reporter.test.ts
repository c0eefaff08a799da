import { RUM_MAX_EVENTS, RUM_PATH, type RumBeacon } from '@rcm/shared/rum';
import { createRumReporter } from './rum-reporter';
import { reportsThisPageLoad } from './sampling';

const config = {
  remotes: {
    marketing: 'https://cdn.example/releases/marketing/2026-12-01-aaaaaaa/mf-manifest.json',
    account: 'https://cdn.example/releases/account/2026-12-02-bbbbbbb/mf-manifest.json',
    staff: 'https://cdn.example/releases/staff/2026-12-03-ccccccc/mf-manifest.json',
  },
};

/** A reporter whose beacons are kept, as sent: the path and the parsed body. */
function reporterWithOutbox() {
  const sent: Array<{ url: string; beacon: RumBeacon; body: string }> = [];
  const reporter = createRumReporter(config, (url, body) => {
    sent.push({ url, beacon: JSON.parse(body) as RumBeacon, body });
    return true;
  });
  return { reporter, sent };
}

test('a page load reports only when sampled, and never when the browser asks for Global Privacy Control', () => {
  expect(reportsThisPageLoad({ rumSampleRate: 1 }, {}, () => 0.999)).toBe(true);
  expect(reportsThisPageLoad({ rumSampleRate: 0.25 }, {}, () => 0.2)).toBe(true);
  expect(reportsThisPageLoad({ rumSampleRate: 0.25 }, {}, () => 0.25)).toBe(false);
  expect(reportsThisPageLoad({ rumSampleRate: 0 }, {}, () => 0)).toBe(false);
  // No sample rate: no web server takes beacons for this page.
  expect(reportsThisPageLoad({}, {}, () => 0)).toBe(false);
  expect(reportsThisPageLoad({ rumSampleRate: 1 }, { globalPrivacyControl: true }, () => 0)).toBe(false);
  expect(reportsThisPageLoad({ rumSampleRate: 1 }, { globalPrivacyControl: false }, () => 0)).toBe(true);
});

test('beacons name the route pattern, its remote and the release the config names, never the address', () => {
  const { reporter, sent } = reporterWithOutbox();
  reporter.pageView('/insights/denial-management-2026');
  reporter.vital('LCP', 1234.5, '/insights/denial-management-2026');
  reporter.pageView('/profile/invoices/INV-2026-000042');
  reporter.pageView('/no/such/page');
  expect(sent).toEqual([]);
  reporter.flush();
  expect(sent.map(({ url }) => url)).toEqual([RUM_PATH, RUM_PATH]);
  expect(sent.map(({ beacon }) => beacon)).toEqual([
    {
      route: '/insights/:slug',
      remote: 'marketing',
      release: config.remotes.marketing,
      events: [{ type: 'view' }, { type: 'vital', name: 'LCP', value: 1234.5 }],
    },
    { route: '/profile/invoices/:number', remote: 'account', release: config.remotes.account, events: [{ type: 'view' }] },
  ]);
  expect(sent.map(({ body }) => body).join()).not.toMatch(/denial-management|INV-2026|no\/such/);
  // Sent once: a second flush has nothing to send.
  reporter.flush();
  expect(sent).toHaveLength(2);
});

test('a failure is sent at once, with what waits for its page', () => {
  const { reporter, sent } = reporterWithOutbox();
  reporter.pageView('/about');
  reporter.pageView('/');
  reporter.failure('load', '/about');
  expect(sent.map(({ beacon }) => beacon)).toEqual([
    {
      route: '/about',
      remote: 'marketing',
      release: config.remotes.marketing,
      events: [{ type: 'view' }, { type: 'failure', kind: 'load' }],
    },
  ]);
  reporter.failure('render', '/no/such/page');
  expect(sent).toHaveLength(1);
});

test('no beacon carries more events than the contract allows', () => {
  const { reporter, sent } = reporterWithOutbox();
  for (let index = 0; index < RUM_MAX_EVENTS * 2 + 3; index += 1) reporter.pageView('/');
  reporter.flush();
  expect(sent.map(({ beacon }) => beacon.events.length)).toEqual([RUM_MAX_EVENTS, RUM_MAX_EVENTS, 3]);
});

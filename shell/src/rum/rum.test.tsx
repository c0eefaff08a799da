import { Link } from '@rcm/shared/routing';
import { renderPage } from '@rcm/shared/testing/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { reportFailure, startRum, useReportedPageViews } from './rum';

/** The layout's part: the page views of the router it is in (and a link to move on). */
function Reported() {
  useReportedPageViews();
  return <Link to="/contact">Contact</Link>;
}

/**
 * The page's side: the decision at start, the events held until the reporting code (loaded when
 * the browser is idle) is there, then sent with sendBeacon as the page is hidden.
 */
const config = {
  remotes: {
    marketing: 'https://cdn.example/m/mf-manifest.json',
    account: 'https://cdn.example/a/mf-manifest.json',
    staff: 'https://cdn.example/s/mf-manifest.json',
  },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
  rumSampleRate: 1,
};

test('a sampled page load reports its page views and failures once the reporting code has loaded, as the page is hidden', async () => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // jsdom has no performance timeline; web-vitals reads the navigation entry from it.
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
  startRum(config);
  renderPage('/', { '/': <Reported />, '/contact': <Reported /> });
  act(() => fireEvent.click(screen.getByRole('link', { name: 'Contact' })));
  // The same page again is no new page view.
  act(() => fireEvent.click(screen.getByRole('link', { name: 'Contact' })));
  // The reporting code loads when the browser is idle (jsdom has no requestIdleCallback: a timer).
  jest.runAllTimers();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
  reportFailure('render');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
  const beacons = sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);
  expect(beacons).toEqual([
    [
      '/rum',
      {
        route: '/',
        remote: 'marketing',
        release: config.remotes.marketing,
        events: [{ type: 'view' }, { type: 'failure', kind: 'render' }],
      },
    ],
    ['/rum', { route: '/contact', remote: 'marketing', release: config.remotes.marketing, events: [{ type: 'view' }] }],
  ]);
});

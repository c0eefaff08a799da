import { render, screen, within } from '@testing-library/react';
import { marketingListing } from '../../testing/release-listing';
import { chartRuns } from './figure-chart';
import { ReleaseFiguresPanel } from './release-figures';

const marketing = marketingListing.remotes[0]!;

function renderPanel(figures = marketing.figures, everySeconds: number | null = 60) {
  render(<ReleaseFiguresPanel remote="marketing" figures={figures} channel={marketing.channel} everySeconds={everySeconds} />);
  return screen.getByRole('region', { name: 'Figures over time' });
}

test("each sampled release's figures: the latest span's value by its name, and a chart whose name says its lowest, highest and latest", () => {
  const panel = renderPanel();
  const canary = within(panel).getByRole('region', { name: 'Figures of 2026-12-06-ccccccc' });
  expect(within(canary).getByRole('heading')).toHaveTextContent('2026-12-06-ccccccc (canary 20%)');
  const failed = within(canary).getByText('Failed page views').closest('li')!;
  expect(failed).toHaveTextContent('Failed page views25 %');
  expect(within(failed).getByRole('img')).toHaveAccessibleName(
    'Failed page views of 2026-12-06-ccccccc over 3 spans: lowest 0.0 %, highest 25 %, latest 25 %',
  );
  expect(within(canary).getByRole('img', { name: /^LCP p75 of/ })).toHaveAccessibleName(
    'LCP p75 of 2026-12-06-ccccccc over 3 spans: lowest 1200 ms, highest 1400 ms, latest 1300 ms',
  );
  // CLS was not measured in the middle span: the latest is still the last span's.
  expect(within(canary).getByRole('img', { name: /^CLS p75 of/ })).toHaveAccessibleName(
    'CLS p75 of 2026-12-06-ccccccc over 3 spans: lowest 0.05, highest 0.12, latest 0.12',
  );
  const inp = within(canary).getByText('INP p75').closest('li')!;
  expect(inp).toHaveTextContent('INP p75—');
  expect(within(inp).getByRole('img')).toHaveAccessibleName('INP p75 of 2026-12-06-ccccccc: nothing measured in 3 spans');

  // Drawn on the scale of the remote's highest page views (the live release's 48), not its own 20: the two compare at a glance.
  expect(
    within(canary)
      .getByRole('img', { name: /^Page views of/ })
      .querySelector('polyline'),
  ).toHaveAttribute('points', '0.0,23.0 60.0,18.3 120.0,20.7');
  const live = within(panel).getByRole('region', { name: 'Figures of 2026-12-04-aaaaaaa' });
  expect(within(live).getByRole('heading')).toHaveTextContent('2026-12-04-aaaaaaa (live)');
  expect(within(live).getByRole('img', { name: /^Failed page views of/ })).toHaveAccessibleName(
    'Failed page views of 2026-12-04-aaaaaaa over 3 spans: lowest 0.0 %, highest 2.0 %, latest 0.0 %',
  );
});

test('without samples it says why: this backend samples nothing, or not twice yet', () => {
  expect(renderPanel([], null)).toHaveTextContent(/Not sampled: the backend reads the release figures only from a source of them/);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('no samples yet says how often they come', () => {
  expect(renderPanel([], 300)).toHaveTextContent(
    "No samples yet. The figures are sampled every 5 minutes; a release's chart starts once it has been sampled twice.",
  );
});

test('a chart is drawn from 0 to its highest value, oldest left; an unmeasured span breaks the line', () => {
  expect(chartRuns([0, 5, 10])).toEqual(['0.0,30.0 60.0,16.0 120.0,2.0']);
  expect(chartRuns([4, null, 2, 4])).toEqual(['0.0,2.0', '80.0,16.0 120.0,2.0']);
  // All zero: a flat line at the bottom, not a division by zero.
  expect(chartRuns([0, 0])).toEqual(['0.0,30.0 120.0,30.0']);
  // On a scale shared with a release whose highest is 20: half way up.
  expect(chartRuns([10, 10], 20)).toEqual(['0.0,16.0 120.0,16.0']);
});

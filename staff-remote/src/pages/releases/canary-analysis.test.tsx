import { render, screen } from '@testing-library/react';
import { CanaryAnalysisPanel, NO_ANALYSIS_NOTE, stepLength } from './canary-analysis';

test('a canary without steps says a person moves it on; one not looked at yet says so', () => {
  render(<CanaryAnalysisPanel remote="account" analysis={{ since: '2026-12-07T10:00:00.000+00:00', steps: null, last: null }} />);
  const panel = screen.getByRole('region', { name: 'Canary analysis' });
  expect(panel).toHaveTextContent('It stays at its share until someone moves it on; it is stopped if it does worse than the live release.');
  expect(panel).toHaveTextContent('Not looked at yet.');
});

test('not looked at yet: when the first look comes, by how often the backend looks', () => {
  const analysis = { since: '2026-12-07T10:00:00.000+00:00', steps: { percents: [50, 100], stepSeconds: 600 }, last: null };
  render(<CanaryAnalysisPanel remote="account" analysis={analysis} everySeconds={60} />);
  const panel = screen.getByRole('region', { name: 'Canary analysis' });
  expect(panel).toHaveTextContent('Not looked at yet: the first look comes within 1 minute.');
  expect(panel).toHaveTextContent('While healthy, it moves on to 50%, then live, each after 10 minutes.');
});

test('a backend that runs no analysis says only a person moves or stops the canary, and promises no steps', () => {
  const analysis = { since: '2026-12-07T10:00:00.000+00:00', steps: { percents: [50, 100], stepSeconds: 600 }, last: null };
  render(<CanaryAnalysisPanel remote="account" analysis={analysis} everySeconds={null} />);
  const panel = screen.getByRole('region', { name: 'Canary analysis' });
  expect(panel).toHaveTextContent(NO_ANALYSIS_NOTE);
  expect(panel).not.toHaveTextContent('While healthy');
  expect(panel).not.toHaveTextContent('Not looked at yet');
  expect(panel).not.toHaveTextContent('Compared with the live release since');
});

test('a healthy look lists every figure it compared', () => {
  const findings = ["failed page views: 0.0 % of 120 against the live release's 0.0 % of 140 (allowed up to 2.0 %)", 'LCP p75: 900 ms'];
  render(
    <CanaryAnalysisPanel
      remote="account"
      analysis={{
        since: '2026-12-07T10:00:00.000+00:00',
        steps: { percents: [25, 100], stepSeconds: 90 },
        last: { at: '2026-12-07T10:01:00.000+00:00', decision: 'healthy', findings },
      }}
    />,
  );
  expect(screen.getByText(/moves on to 25%, then live, each after 90 seconds/)).toBeInTheDocument();
  expect(screen.getByText('Healthy: as good as the live release')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(findings);
});

test.each([
  [60, '1 minute'],
  [600, '10 minutes'],
  [3600, '1 hour'],
  [7200, '2 hours'],
  [90, '90 seconds'],
])('a step of %i s reads "%s"', (seconds, words) => {
  expect(stepLength(seconds)).toBe(words);
});

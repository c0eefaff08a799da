import { userDataStore } from '@rcm/shared';
import { apiError, installModalDialogStandIn, ok } from '@rcm/shared/testing';
import { installFakeFetch, renderPage } from '@rcm/shared/testing/react';
import { screen, within } from '@testing-library/react';
import { marketingListing } from '../../testing/release-listing';
import { staffMember } from '../../testing/staff-member';
import { CANARY_SHARE_NOTE } from './release-change';
import ReleasesPage from './releases-page';

const api = installFakeFetch(() => ({ 'GET /staff/releases': ok(marketingListing) }));

beforeAll(installModalDialogStandIn);

const renderReleases = () => renderPage('/staff/releases', { '/staff/releases': <ReleasesPage /> });
const consoleNav = () => screen.getByRole('navigation', { name: 'Staff console' });

test("a release manager sees each remote's live release, its canary, the releases with what each changed, and the latest changes", async () => {
  userDataStore.save({ ...staffMember, labels: ['staff', 'release:marketing'] });
  renderReleases();
  const marketing = await screen.findByRole('region', { name: 'marketing' });
  expect(within(marketing).getByText('2026-12-04-aaaaaaa', { selector: 'dd' })).toBeInTheDocument();
  expect(within(marketing).getByText('2026-12-06-ccccccc at 20%')).toBeInTheDocument();
  // What a canary does is said where it is shown.
  expect(within(marketing).getByText(CANARY_SHARE_NOTE)).toBeInTheDocument();
  // The canary's analysis: where its steps take it, and what its last look found.
  const analysis = within(marketing).getByRole('region', { name: 'Canary analysis' });
  expect(analysis).toHaveTextContent('While healthy, it moves on to 50%, then live, each after 10 minutes.');
  expect(analysis).toHaveTextContent('Waiting for enough visitors on both releases');
  expect(within(analysis).getByRole('listitem')).toHaveTextContent(
    'page views so far: 12 on the canary, 48 on the live release (each needs 50)',
  );

  const releases = within(within(marketing).getByRole('table', { name: 'marketing releases, newest first' })).getAllByRole('row');
  expect(releases.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Release'),
    expect.stringMatching(/2026-12-06-ccccccc.*Canary 20%.*rita@clarity\.example.*ccccccc.*New pricing table.*Exposes \.\/Pricing/),
    expect.stringMatching(/2026-12-05-bbbbbbb.*Copy fixes.*react 19\.2\.0 → 19\.3\.1/),
    expect.stringMatching(/2026-12-04-aaaaaaa.*Live.*First release in the registry/),
  ]);
  // The live release is not promoted again; the others can be promoted or tried on a share.
  expect(within(releases[3]!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(releases[2]!).getByRole('button', { name: 'Promote 2026-12-05-bbbbbbb' })).toBeInTheDocument();
  expect(within(releases[2]!).getByRole('button', { name: 'Start canary of 2026-12-05-bbbbbbb' })).toBeInTheDocument();
  expect(within(marketing).getByRole('button', { name: 'Roll back marketing' })).toBeInTheDocument();
  expect(within(marketing).getByRole('button', { name: 'Abort marketing canary' })).toBeInTheDocument();

  const history = within(marketing).getByRole('table', { name: 'marketing latest changes, newest first' });
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
    /rita@clarity\.example.*Started a canary of 2026-12-06-ccccccc at 20%.*Try the pricing table on a few/,
  );
  expect(within(consoleNav()).getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/staff/releases');
});

test('a release whose files were pruned says so and offers no preview, promote or canary', async () => {
  userDataStore.save({ ...staffMember, labels: ['staff', 'release:marketing'] });
  const [remote] = marketingListing.remotes;
  const pruned = { ...remote!.releases[1]!, prunedAt: '2026-12-06T12:00:00.000+00:00' };
  api.on('GET /staff/releases', ok({ version: 7, remotes: [{ ...remote, releases: [remote!.releases[0], pruned, remote!.releases[2]] }] }));
  renderReleases();
  const marketing = await screen.findByRole('region', { name: 'marketing' });
  const rows = within(within(marketing).getByRole('table', { name: 'marketing releases, newest first' })).getAllByRole('row');
  expect(rows[2]).toHaveTextContent(/2026-12-05-bbbbbbb.*Files pruned/);
  expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Promote 2026-12-06-ccccccc' })).toBeInTheDocument();
});

test('with nothing live and no canary there is nothing to roll back or abort', async () => {
  userDataStore.save({ ...staffMember, labels: ['staff', 'release:marketing'] });
  const [remote] = marketingListing.remotes;
  api.on('GET /staff/releases', ok({ version: 1, remotes: [{ ...remote, channel: { live: null, canary: null } }] }));
  renderReleases();
  const marketing = await screen.findByRole('region', { name: 'marketing' });
  expect(within(marketing).getByText(/None promoted yet/)).toBeInTheDocument();
  expect(within(marketing).getByText('None running')).toBeInTheDocument();
  expect(within(marketing).queryByRole('button', { name: /Roll back|Abort/ })).not.toBeInTheDocument();
});

test('a staff member without a release role is told so in the console, with nothing to press and no Releases link', async () => {
  userDataStore.save(staffMember);
  api.on('GET /staff/releases', apiError(403, 'user_unauthorized', 'Releases need a release role.'));
  renderReleases();
  expect(await screen.findByRole('heading', { level: 2, name: 'You have no release role' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(within(consoleNav()).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
  expect(within(consoleNav()).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
});

test("someone who is not staff gets the console's no-access page", async () => {
  userDataStore.save({ ...staffMember, labels: [] });
  api.on('GET /staff/releases', apiError(403, 'user_unauthorized', 'Staff only, sorry.'));
  renderReleases();
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
  expect(screen.getByText('Staff only, sorry.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

// Imported after the mock so the page uses the fake federation runtime.
import { createRemotePage } from './remote-page';
import { registerSiteRemotes } from './remote-registry';
import { loadPage } from './loaded-pages';
import { federationPageSource } from './federation-page-source';
import { PageSourceContext } from './page-source';

function Broken(): never {
  throw new Error('render failure inside the remote');
}

function renderAt(Page: React.ComponentType) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  return render(
    <PageSourceContext value={federationPageSource(undefined)}>
      <RouterProvider router={router} />
    </PageSourceContext>,
  );
}

/** An exposed page module: the component and its metadata. */
const pageModule = (Page: React.ComponentType, title = 'A page | Clarity RCM') => ({
  default: Page,
  metadata: { title, description: 'What the page is about.' },
});

// The remotes of the runtime config the jest setup sets (tooling/jest/setup-runtime-config.cjs).
beforeAll(() => registerSiteRemotes());

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the exposed component of the remote', async () => {
  loadRemote.mockResolvedValue(pageModule(() => <h1>About from the remote</h1>, 'About Us | Clarity RCM'));
  renderAt(createRemotePage('marketing', './About'));
  expect(await screen.findByRole('heading', { name: 'About from the remote' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('rcm_marketing/About');
  // The page's head comes with it.
  expect(document.title).toBe('About Us | Clarity RCM');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'What the page is about.');
});

test('a remote component that throws while rendering shows the fallback, and retry renders it again', async () => {
  loadRemote.mockResolvedValueOnce(pageModule(Broken));
  renderAt(createRemotePage('marketing', './Contact'));
  expect(await screen.findByRole('heading', { name: 'This page is taking a break' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'rcm_marketing' })], { force: true });

  loadRemote.mockResolvedValue(pageModule(() => <h1>Contact from the remote</h1>));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Contact from the remote' })).toBeInTheDocument();
});

test('a module without a component default export is treated as a failed load', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  loadRemote.mockResolvedValue({ notAComponent: true });
  renderAt(createRemotePage('account', './Login'));
  expect(await screen.findByRole('heading', { name: 'This page is taking a break' }, { timeout: 5000 })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(3);
  jest.useRealTimers();
});

test('a remote that was down loads afresh on "Try again"', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  loadRemote.mockRejectedValue(new Error('RUNTIME-008: Failed to load script resources'));
  renderAt(createRemotePage('account', './Profile'));
  expect(await screen.findByRole('heading', { name: 'This page is taking a break' }, { timeout: 5000 })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(3);
  jest.useRealTimers();

  loadRemote.mockResolvedValue(pageModule(() => <h1>Profile from the remote</h1>));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Profile from the remote' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(4);
});

test('a page loaded before its first render shows at once, without a loading state', async () => {
  loadRemote.mockResolvedValue(pageModule(() => <h1>Privacy from the remote</h1>));
  const [first, second] = [loadPage('marketing', './Privacy'), loadPage('marketing', './Privacy')];
  expect(second).toBe(first); // the early start and the route element share one load
  await first;
  renderAt(createRemotePage('marketing', './Privacy'));
  expect(screen.getByRole('heading', { name: 'Privacy from the remote' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

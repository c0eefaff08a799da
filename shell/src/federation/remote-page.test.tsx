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
import { remotePage } from './remote-page';
import { registerSiteRemotes } from './remote-registry';
import { loadRemoteModule } from './load-remote-module';

function Broken(): never {
  throw new Error('render failure inside the remote');
}

function renderAt(Page: React.ComponentType) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  return render(<RouterProvider router={router} />);
}

beforeAll(() => {
  registerSiteRemotes({
    remotes: { marketing: 'http://localhost:3001/mf-manifest.json', account: 'http://localhost:3002/mf-manifest.json' },
    backendUrl: 'http://localhost:4000',
    appwrite: { endpoint: 'http://localhost:4000/v1', projectId: 'rcm' },
  });
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the exposed component of the remote', async () => {
  loadRemote.mockResolvedValue({ default: () => <h1>About from the remote</h1> });
  renderAt(remotePage('marketing', './About'));
  expect(await screen.findByRole('heading', { name: 'About from the remote' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('rcm_marketing/About');
});

test('a remote component that throws while rendering shows the fallback, and retry renders it again', async () => {
  loadRemote.mockResolvedValueOnce({ default: Broken });
  renderAt(remotePage('marketing', './Contact'));
  expect(await screen.findByRole('heading', { name: 'This page is taking a break' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'rcm_marketing' })], { force: true });

  loadRemote.mockResolvedValue({ default: () => <h1>Contact from the remote</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Contact from the remote' })).toBeInTheDocument();
});

test('a module without a component default export is treated as a failed load', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  loadRemote.mockResolvedValue({ notAComponent: true });
  renderAt(remotePage('account', './Login'));
  expect(await screen.findByRole('heading', { name: 'This page is taking a break' }, { timeout: 5000 })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(3);
  jest.useRealTimers();
});

test('a page loaded before its first render shows at once, without a loading state', async () => {
  loadRemote.mockResolvedValue({ default: () => <h1>Privacy from the remote</h1> });
  const [first, second] = [loadRemoteModule('marketing', './Privacy'), loadRemoteModule('marketing', './Privacy')];
  expect(second).toBe(first); // the early start and the route element share one load
  await first;
  renderAt(remotePage('marketing', './Privacy'));
  expect(screen.getByRole('heading', { name: 'Privacy from the remote' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

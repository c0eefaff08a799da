const loadRemote = jest.fn();
const preloadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
  registerRemotes: jest.fn(),
}));

// Imported after the mock so the prefetching uses the fake federation runtime.
import { paths } from '@rcm/shared';
import { loadPagesOnLinkIntent, prefetchOtherRemotesWhenIdle } from './prefetch';

function Page() {
  return null;
}

beforeEach(() => {
  jest.clearAllMocks();
  loadRemote.mockResolvedValue({ default: Page });
  preloadRemote.mockResolvedValue(undefined);
});

test('pointing at a link to a page starts loading that page, once', async () => {
  document.body.innerHTML = `<a href="${paths.login}">Get started</a><a href="https://elsewhere.example/">Elsewhere</a>`;
  loadPagesOnLinkIntent();
  const [login, elsewhere] = document.querySelectorAll('a');
  elsewhere!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(loadRemote).not.toHaveBeenCalled();
  login!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  login!.dispatchEvent(new Event('focusin', { bubbles: true }));
  await Promise.resolve();
  login!.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledWith('rcm_account/Login');
});

test('the remotes the first page did not come from are prefetched only once the browser is idle', () => {
  jest.useFakeTimers();
  prefetchOtherRemotesWhenIdle('marketing');
  expect(preloadRemote).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(preloadRemote).toHaveBeenCalledTimes(1);
  expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'rcm_account' })]);
  jest.useRealTimers();
});

test('a remote without public pages (the staff console) is never prefetched for everyone', () => {
  jest.useFakeTimers();
  prefetchOtherRemotesWhenIdle('account');
  jest.runAllTimers();
  expect(preloadRemote).toHaveBeenCalledTimes(1);
  expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'rcm_marketing' })]);
  jest.useRealTimers();
});

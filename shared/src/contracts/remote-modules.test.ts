import { pageFolderOf, remoteModules } from './remote-modules';

test('an exposed module lives in a kebab-case page folder, as every folder of the repository', () => {
  expect(pageFolderOf('./Home')).toBe('home');
  expect(pageFolderOf('./ResetPassword')).toBe('reset-password');
  expect(pageFolderOf('./NewsletterUnsubscribe')).toBe('newsletter-unsubscribe');
  for (const module of Object.values(remoteModules).flat()) expect(pageFolderOf(module)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

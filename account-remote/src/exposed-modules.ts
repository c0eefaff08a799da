import type { RemoteExposes } from '@rcm/shared';

/**
 * The pages this remote exposes, checked against the shell's contract at type-check time
 * (webpack.config.js lists the same files for Module Federation; its build checks the manifest).
 */
export const exposedModules = {
  './Login': () => import('./pages/login'),
  './Profile': () => import('./pages/profile'),
} satisfies RemoteExposes<'account'>;

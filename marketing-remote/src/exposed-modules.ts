import type { RemoteExposes } from '@rcm/shared';

/**
 * The pages this remote exposes, checked against the shell's contract at type-check time
 * (webpack.config.js lists the same files for Module Federation; its build checks the manifest).
 */
export const exposedModules = {
  './Home': () => import('./pages/home'),
  './About': () => import('./pages/about'),
  './Services': () => import('./pages/services'),
  './Contact': () => import('./pages/contact'),
  './Privacy': () => import('./pages/privacy'),
  './Terms': () => import('./pages/terms'),
  './Insight': () => import('./pages/insight'),
} satisfies RemoteExposes<'marketing'>;

// @ts-check
/** The workspaces the bench uses once they are built (`npm run bench` imports its modules before it builds). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {typeof import('@rcm/shared')} the built shared package */
export const shared = () => require('@rcm/shared');
/** @returns {typeof import('@rcm/web-server')} the built web server */
export const webServer = () => require('@rcm/web-server');

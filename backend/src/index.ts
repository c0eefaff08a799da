/**
 * `@rcm/backend`: what the repository's tools (the staff bench) drive a backend with in their own
 * process. The server itself runs as `node backend/dist/server.js`.
 */
// The app's decorators (`app.db`, …) are declared beside their plugins; this brings their types along.
import './plugins/database';

export { buildApp } from './app';
export { optionsFromEnv } from './config';
export { findAccount, setStaffRole } from './staff/staff-roles';

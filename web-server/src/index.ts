export { createShellServer, type ShellServerOptions } from './shell-server';
export { createStaticFilesServer, type StaticFilesServerOptions } from './static-files-server';
export { listenOptionsFromEnv, rumOptionsFromEnv, shellServerOptionsFromEnv } from './config';
// The release lookup every page request makes, for the bench to time (scripts/bench/release-lookup.mjs).
export { runtimeConfigReader } from './config/runtime-config-file';
export { siteReader } from './releases/site-config';
export { BUCKET_COOKIE } from './releases/visitor';
// What `npm start` seeds the release registry with (scripts/start.mjs).
export { publishCheckout, seedCheckout, SEED_REASON, type SeedOutcome, type SeedRegistry } from './release-command/seed';
// How a page rendered for one request is compressed, for the bench's server-rendered monolith to do the same.
export { compress } from './http/compression';

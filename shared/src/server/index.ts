/**
 * `@rcm/shared/server`: what only the servers (the backend, the web server) need. A separate
 * entry, so the main `@rcm/shared` entry, which every page downloads whole as a shared
 * singleton, does not carry it.
 */
export * from './trust-proxy';
export * from './serve-until-stopped';
export * from './preview-link';
export * from './request-id';
export * from './bearer-token';
export * from './server-registry';
export * from './request-metrics';
export * from './metrics-route';
export * from './metrics-text';

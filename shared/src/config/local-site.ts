import ports from './local-ports.json';
import { runtimeConfigFor, type RuntimeConfig } from './runtime-config';

/**
 * The ports every part listens on locally (`npm start`, `npm run dev`), unless told otherwise.
 * A JSON file, so the repository's scripts read the same numbers before anything is built.
 */
export const localPorts: Readonly<Record<SitePart | 'releases', number>> = ports;

/** The parts the pages' runtime config places (the release store is found through the live map). */
export type SitePart = 'shell' | 'marketing' | 'account' | 'staff' | 'backend';

export const localUrl = (port: number): string => `http://localhost:${port}`;

/** The config of a site running on this machine's usual ports (standalone pages, tests). */
export function localRuntimeConfig(ports: Record<SitePart, number> = localPorts): RuntimeConfig {
  return runtimeConfigFor({
    marketingUrl: localUrl(ports.marketing),
    accountUrl: localUrl(ports.account),
    staffUrl: localUrl(ports.staff),
    backendUrl: localUrl(ports.backend),
  });
}

import { parseRuntimeConfig, type RuntimeConfig } from '@rcm/shared';
import fs from 'node:fs';

export interface SiteConfig {
  /** The runtime config as the pages get it: the file's, with the site's public URL. */
  config: RuntimeConfig;
  /** Its JSON, as inlined in pages and served as /runtime-config.json. */
  json: string;
}

/**
 * The runtime config file, read at every request: an operator moves or releases a remote by
 * editing it, with no restart (README, docs/deploy.md), and the pages, their CSP and
 * `/runtime-config.json` all follow the one value read for the request. The file is tiny; one
 * caught half-written keeps the last good value. Undefined until the file has once been valid.
 * `rumSampleRate` (RUM_SAMPLE_RATE) is added for the pages' measurements (shell/src/rum).
 */
export function runtimeConfigReader(file: string, publicUrl: string, rumSampleRate?: number): () => Promise<SiteConfig | undefined> {
  let last: { source: string; site: SiteConfig } | undefined;
  return async () => {
    let source: string;
    try {
      source = await fs.promises.readFile(file, 'utf8');
    } catch {
      return last?.site;
    }
    if (source === last?.source) return last.site;
    try {
      // A preview is the web server's to name, per request (releases/site-config.ts), never the file's.
      const { preview: _perRequest, ...parsed } = parseRuntimeConfig(JSON.parse(source));
      // The share of page loads that report to this server's `/rum` is this server's to say, not the file's.
      const { rumSampleRate: _fileRate, ...placed } = parsed;
      const config = { ...placed, publicUrl, ...(rumSampleRate === undefined ? {} : { rumSampleRate }) };
      last = { source, site: { config, json: JSON.stringify(config) } };
    } catch {
      // A half-written or broken file: keep serving what was last valid.
    }
    return last?.site;
  };
}

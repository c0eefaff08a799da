import fs from 'node:fs';
import path from 'node:path';
import { fetchWithTimeout } from './fetch-with-timeout';

/** What a stylesheet URL holds, or undefined if it cannot be had quickly. */
export type ReadStylesheet = (href: string) => Promise<string | undefined>;

/**
 * The stylesheets a server-rendered page inlines: the shell's own (read from its build) and the
 * page's (fetched from its remote's release, 300 ms timeout). Both are content-hashed, so what
 * was read once is kept (the last 100). Inlined, they cost the first paint no request: the
 * heading shows as soon as the HTML has arrived.
 */
export function stylesheetReader(shellDistDir: string, timeoutMs = 300): ReadStylesheet {
  const kept = new Map<string, Promise<string | undefined>>();
  async function read(href: string): Promise<string | undefined> {
    try {
      if (href.startsWith('/') && !href.startsWith('//')) {
        const file = path.join(shellDistDir, path.posix.normalize(href));
        return file.startsWith(shellDistDir) ? await fs.promises.readFile(file, 'utf8') : undefined;
      }
      return await (await fetchWithTimeout(href, timeoutMs)).text();
    } catch {
      return undefined;
    }
  }
  return async (href) => {
    let css = kept.get(href);
    if (!css) {
      css = read(href);
      kept.set(href, css);
      while (kept.size > 100) kept.delete(kept.keys().next().value as string);
    }
    const content = await css;
    if (content === undefined) kept.delete(href);
    // Never inline what could close the <style> element.
    return content?.includes('</') ? undefined : content;
  };
}

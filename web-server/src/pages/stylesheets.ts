import fs from 'node:fs';
import path from 'node:path';
import { fetchWithTimeout } from '../federation/fetch-with-timeout';

/** What a stylesheet URL holds, or undefined if it cannot be had quickly. */
export type ReadStylesheet = (href: string) => Promise<string | undefined>;

/** The promise's value if it settles within `ms`, otherwise undefined (the promise runs on). */
function valueWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The stylesheets a server-rendered page inlines: the shell's own (read from its build) and the
 * page's (fetched from its remote's release). Inlined, they cost the first paint no request: the
 * heading shows as soon as the HTML has arrived.
 *
 * A page waits `waitMs` for a stylesheet, then links it instead; the read goes on (up to
 * `fetchTimeoutMs`), so a remote that was merely slow, or a busy machine, costs one page its
 * inlining, not every page until the next release. Both kinds of file are content-hashed, so
 * what was read once is kept (the last 100); a failed read is tried again by the next page.
 */
export function stylesheetReader(shellDistDir: string, { waitMs = 300, fetchTimeoutMs = 10_000 } = {}): ReadStylesheet {
  const kept = new Map<string, Promise<string | undefined>>();
  async function read(href: string): Promise<string | undefined> {
    try {
      if (href.startsWith('/') && !href.startsWith('//')) {
        const file = path.join(shellDistDir, path.posix.normalize(href));
        return file.startsWith(shellDistDir) ? await fs.promises.readFile(file, 'utf8') : undefined;
      }
      return await (await fetchWithTimeout(href, fetchTimeoutMs)).text();
    } catch {
      return undefined;
    }
  }
  function reading(href: string): Promise<string | undefined> {
    const known = kept.get(href);
    if (known) return known;
    const css = read(href);
    kept.set(href, css);
    while (kept.size > 100) kept.delete(kept.keys().next().value as string);
    void css.then((content) => {
      if (content === undefined && kept.get(href) === css) kept.delete(href);
    });
    return css;
  }
  return async (href) => {
    const content = await valueWithin(reading(href), waitMs);
    // Never inline what could close the <style> element.
    return content?.includes('</') ? undefined : content;
  };
}

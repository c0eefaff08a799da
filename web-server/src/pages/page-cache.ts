import { compress, type ContentEncoding } from '../http/compression';

/** A rendered page, kept with its compressed forms as they are first asked for. */
export interface CachedPage {
  html: Buffer;
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, html: Buffer): void;
  /** The page in this encoding (compressed once, then kept). */
  body(page: CachedPage, encoding: ContentEncoding | undefined): Promise<Buffer>;
}

/**
 * Rendered pages by key (path, shell build, config, remote release: see page-plan.ts), so a
 * busy page is rendered once per release instead of on every request. Least recently used
 * pages go first once `maxEntries` are kept; a release switch leaves the old release's pages to
 * age out.
 */
export function createPageCache(maxEntries = 200): PageCache {
  const pages = new Map<string, CachedPage>();
  return {
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key, html) {
      pages.delete(key);
      pages.set(key, { html, encoded: {} });
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
    },
    body(page, encoding) {
      if (!encoding) return Promise.resolve(page.html);
      return (page.encoded[encoding] ??= compress(page.html, encoding));
    },
  };
}

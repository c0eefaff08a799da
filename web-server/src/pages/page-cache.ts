import { compress, type ContentEncoding } from '../http/compression';

/**
 * A kept page's form in one encoding: compressed quickly for the visitors who ask first, and
 * thoroughly in the background for everyone after (`thorough` settles to the smaller form).
 */
export interface EncodedPage {
  quick: Promise<Buffer>;
  thorough: Promise<Buffer>;
  /** The thorough form, once it is done. */
  best?: Buffer;
}

/** A rendered page, kept with its compressed forms as they are first asked for. */
export interface CachedPage {
  html: Buffer;
  encoded: Partial<Record<ContentEncoding, EncodedPage>>;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, html: Buffer): void;
  /** The page in this encoding: its best form once made, its quick form until then. */
  body(page: CachedPage, encoding: ContentEncoding | undefined): Promise<Buffer>;
}

/** Starts both compressions of a kept page; the thorough one (~50 times the CPU) never delays a reply. */
function encode(html: Buffer, encoding: ContentEncoding): EncodedPage {
  const encoded: EncodedPage = { quick: compress(html, encoding, 'quick'), thorough: compress(html, encoding, 'thorough') };
  encoded.thorough.then(
    (buffer) => {
      encoded.best = buffer;
    },
    // Should the thorough form fail, the quick one serves on.
    () => undefined,
  );
  return encoded;
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
      const encoded = (page.encoded[encoding] ??= encode(page.html, encoding));
      return encoded.best ? Promise.resolve(encoded.best) : encoded.quick;
    },
  };
}

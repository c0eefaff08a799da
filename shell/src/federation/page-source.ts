// Why: the same page component renders on the server (from the module the server loaded) and in the browser (from federation).
import type { RemoteModule, RemoteName, RemotePageModule } from '@rcm/shared';
import { createContext, useContext } from 'react';

/** Where the route elements get the remotes' page modules from. */
export interface PageSource {
  /** The page's module if it is already here (then it renders at once). */
  loadedPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): RemotePageModule | undefined;
  /** Loads the page's module, or joins a load under way. */
  loadPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule>;
  /** Forgets a page that failed, and what the runtime cached for its remote, so the next try starts afresh. */
  forgetPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): void;
  /**
   * Whether the server's HTML holds this page (the browser then hydrates it); otherwise the
   * page is rendered in the browser, after the server's HTML (the layout) has been hydrated.
   */
  serverRendered<R extends RemoteName>(remote: R, module: RemoteModule<R>): boolean;
}

export const PageSourceContext = createContext<PageSource | null>(null);

export function usePageSource(): PageSource {
  const source = useContext(PageSourceContext);
  if (!source) throw new Error('A remote page needs a PageSource: the app provides one (PageSourceContext)');
  return source;
}

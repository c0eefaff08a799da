// Why: a remote that is down, slow, broken or throwing shows a way forward inside the layout, never a blank site.
import type { RemoteModule, RemoteName } from '@rcm/shared';
import { useLocation } from '@rcm/shared/routing';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportFailure } from '../rum/rum';
import { ClientOnly } from './client-only';
import { isRemoteLoadError } from './load-with-retry';
import { PageLoading } from './page-loading';
import { usePageSource, type PageSource } from './page-source';
import { pageWithHead } from './page-with-head';
import { RemoteUnavailable } from './remote-unavailable';

/** One try at showing the page, with the component that shows it. */
interface Attempt {
  number: number;
  Page: ComponentType;
}

/**
 * A route element for one page owned by a remote: the page inside an error boundary with
 * "Try again" and a loading state. The next navigation or "Try again" fetches the remote afresh.
 */
export function createRemotePage<R extends RemoteName>(remote: R, module: RemoteModule<R>): ComponentType {
  /**
   * A module that is already here (rendered by the server, or loaded while the shell started)
   * renders at once, with no loading state; otherwise a lazy component loads it. React.lazy
   * remembers a failure for good, so every attempt makes its own.
   */
  const attempt = (source: PageSource, number: number): Attempt => {
    const loaded = source.loadedPage(remote, module);
    return {
      number,
      Page: loaded ? pageWithHead(loaded) : lazy(() => source.loadPage(remote, module).then((page) => ({ default: pageWithHead(page) }))),
    };
  };

  function RemotePage() {
    const source = usePageSource();
    const { pathname } = useLocation();
    // Kept here, above the Suspense boundary, so a suspended render does not lose it.
    const [{ number, Page }, setAttempt] = useState(() => attempt(source, 1));
    const page = source.serverRendered(remote, module) ? (
      <Page />
    ) : (
      <ClientOnly fallback={<PageLoading />}>
        <Page />
      </ClientOnly>
    );
    return (
      <ErrorBoundary
        resetKeys={[pathname]}
        onError={(error) => {
          console.error(`[shell] ${remote} ${module} failed (attempt ${number})`, error);
          reportFailure(isRemoteLoadError(error) ? 'load' : 'render');
          source.forgetPage(remote, module);
          // The next attempt (after "Try again" or a navigation) starts from a fresh component.
          setAttempt((failed) => attempt(source, failed.number + 1));
        }}
        fallbackRender={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={resetErrorBoundary} />}
      >
        <Suspense fallback={<PageLoading />}>{page}</Suspense>
      </ErrorBoundary>
    );
  }
  RemotePage.displayName = `RemotePage(${remote} ${module})`;
  return RemotePage;
}

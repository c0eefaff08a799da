import type { RemoteModule, RemoteName } from '@rcm/shared';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@rcm/shared/routing';
import { forgetRemoteModule, loadedRemoteModule, loadRemoteModule } from './load-remote-module';
import { prefetchOtherRemotesWhenIdle } from './preload-remotes';
import { resetRemote } from './remote-registry';
import { PageLoading } from './page-loading';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * A thenable that calls back at once: React.lazy then reads the module as resolved during the
 * same render (a Promise would only settle in a later microtask, after lazy has suspended).
 * Typed as a Promise because that is what lazy's signature names.
 */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => resolvedNow(onFulfilled ? onFulfilled(value) : value) as never };
  return thenable as Promise<T>;
}

/**
 * A route element for one page owned by a remote. Whatever happens to the remote (down, slow,
 * throwing while rendering), the visitor sees a friendly message with a retry inside the
 * shell's layout; the next navigation or "Try again" fetches the remote afresh.
 */
export function remotePage<R extends RemoteName>(remote: R, module: RemoteModule<R>): ComponentType {
  const loadPage = () =>
    lazy(() => {
      const loaded = loadedRemoteModule(remote, module);
      // A page that is already here (the first page, loaded while the shell started) is handed
      // over synchronously, so React renders it at once: no loading state, no layout shift, and
      // no wait for React's throttled reveal of a suspended boundary.
      const page = loaded ? resolvedNow(loaded) : loadRemoteModule(remote, module);
      return page.then((ready) => {
        prefetchOtherRemotesWhenIdle(remote);
        return ready;
      });
    });
  // React.lazy remembers a failure for good, so a failed page is replaced by a fresh one.
  let Page = loadPage();

  function RemotePage() {
    const { pathname } = useLocation();
    const [attempt, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        resetKeys={[pathname, attempt]}
        onError={(error) => {
          console.error(`[shell] ${remote} ${module} failed`, error);
          forgetRemoteModule(remote, module);
          resetRemote(remote);
          Page = loadPage();
        }}
        fallbackRender={({ resetErrorBoundary }) => (
          <RemoteUnavailable
            onRetry={() => {
              setAttempt((value) => value + 1);
              resetErrorBoundary();
            }}
          />
        )}
      >
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  }
  RemotePage.displayName = `RemotePage(${remote} ${module})`;
  return RemotePage;
}

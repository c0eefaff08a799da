import type { RemoteModule, RemoteName } from '@rcm/shared';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { loadRemoteModule } from './load-remote-module';
import { prefetchOtherRemotesWhenIdle } from './preload-remotes';
import { resetRemote } from './remote-registry';
import { PageLoading } from './page-loading';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * A route element for one page owned by a remote. Whatever happens to the remote (down, slow,
 * throwing while rendering), the visitor sees a friendly message with a retry inside the
 * shell's layout; the next navigation or "Try again" fetches the remote afresh.
 */
export function remotePage<R extends RemoteName>(remote: R, module: RemoteModule<R>): ComponentType {
  const loadPage = () =>
    lazy(async () => {
      const page = await loadRemoteModule(remote, module);
      prefetchOtherRemotesWhenIdle(remote);
      return page;
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

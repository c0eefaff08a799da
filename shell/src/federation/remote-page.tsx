import type { RemoteModule, RemoteName } from '@rcm/shared';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { loadRemoteModule } from './load-remote-module';
import { resetRemote } from './remote-registry';
import { PageLoading } from './page-loading';
import { RemoteUnavailable } from './remote-unavailable';

/** One lazy component per exposed module, so returning to a page does not re-suspend. */
const pageCache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): LazyExoticComponent<ComponentType> {
  const key = `${remote}:${module}`;
  let page = pageCache.get(key);
  if (!page) {
    page = lazy(() =>
      loadRemoteModule(remote, module).catch((error: unknown) => {
        // A failed load must not be remembered: the next render tries the network again.
        pageCache.delete(key);
        throw error;
      }),
    );
    pageCache.set(key, page);
  }
  return page;
}

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: RemoteModule<R>;
}

/**
 * Renders one page owned by a remote. Whatever happens to the remote (down, slow, throwing
 * while rendering), the visitor sees a friendly message with a retry inside the shell's layout.
 */
export function RemotePage<R extends RemoteName>({ remote, module }: RemotePageProps<R>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module);
  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      fallbackRender={({ resetErrorBoundary }) => (
        <RemoteUnavailable
          onRetry={() => {
            pageCache.delete(`${remote}:${module}`);
            resetRemote(remote);
            setAttempt((value) => value + 1);
            resetErrorBoundary();
          }}
        />
      )}
      onError={(error) => console.error(`[shell] ${remote} ${module} failed`, error)}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

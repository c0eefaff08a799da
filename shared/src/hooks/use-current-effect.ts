import { useEffect, type DependencyList } from 'react';

/**
 * `useEffect` for work that answers later (a request, a lazy import). `isCurrent()` says
 * whether its answer still belongs on screen: false once the component has gone, or once the
 * dependencies have changed and a newer run began, so a slow answer never overwrites a newer
 * one. The dependencies are checked at each call like useEffect's (eslint's `additionalHooks`).
 */
export function useCurrentEffect(effect: (isCurrent: () => boolean) => void, deps: DependencyList): void {
  useEffect(() => {
    let current = true;
    effect(() => current);
    return () => {
      current = false;
    };
    // The caller's dependencies, checked where it is called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

import type { ReactNode } from 'react';
import { useHydrated } from '@rcm/shared/hooks';

/**
 * Renders `fallback` on the server and while hydrating, `children` from then on: a page the
 * server did not render fills its slot only once the layout around it has been hydrated.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}

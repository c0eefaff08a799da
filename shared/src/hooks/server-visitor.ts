import type { ServerVisitor } from '@rcm/shared';
import { createContext } from 'react';

/**
 * The signed-in visitor a page of their own account was rendered for on the server, given by
 * the shell (on the server and, from the page's data block, in the browser): what `useUserData`
 * renders until hydration is over, so the server's HTML and the hydrating browser agree.
 */
export const ServerVisitorContext = createContext<ServerVisitor | undefined>(undefined);

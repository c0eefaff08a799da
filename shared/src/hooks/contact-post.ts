import type { ContactPost } from '@rcm/shared';
import { createContext, useContext } from 'react';

/**
 * The answer to a contact form posted without JavaScript, given by the shell (on the server
 * and, from the page's data block, in the browser) to the contact page: one value both render.
 */
export const ContactPostContext = createContext<ContactPost | undefined>(undefined);

export const useContactPost = (): ContactPost | undefined => useContext(ContactPostContext);

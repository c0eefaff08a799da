import { createContext } from 'react';

/**
 * True while the text version renders. The text comes from the same element as the HTML, but a
 * few parts (a button with its "if the button does not work" line) read better said differently.
 */
export const PlainTextContext = createContext(false);

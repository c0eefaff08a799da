import { objectOf, text } from '../http/json-schema';

/** The reply schema of the site's own routes: the text the page shows as its toast. */
export const messageReply = objectOf({ message: text });

/** The reply schema of the site's own routes: the text the page shows as its toast. */
export const messageReply = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } as const;

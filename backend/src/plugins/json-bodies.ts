import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Appwrite reads them: an empty body and `[]` (what PHP and some clients send
 * for "no parameters") both mean no parameters, so `DELETE /v1/account/sessions/current` or
 * `POST /v1/account/jwts` with a JSON content type and nothing else work as they do against
 * Appwrite. Anything else goes through Fastify's own parser, prototype-poisoning checks and all.
 */
export function acceptAppwriteJsonBodies(app: FastifyInstance): void {
  // 'error' is also what secure-json-parse does when given no action: said here, not assumed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify lets a parser of its own replace its default JSON one without removing it first.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // `parseAs: 'string'` makes it a string; the type allows a Buffer, whose text is the same.
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      done(null, Array.isArray(value) && value.length === 0 ? {} : value);
    });
  });
}

import type { FastifyReply } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';

/**
 * The building blocks of the routes' JSON schemas. The type provider derives each route's
 * request and reply types from its schemas, so these keep their literal types (`as const`).
 */
export const text = { type: 'string' } as const;
export const flag = { type: 'boolean' } as const;
export const integer = { type: 'integer' } as const;
export const texts = { type: 'array', items: text } as const;
/** Appwrite sends `null` for an optional field it has no value for. */
export const textOrNull = { type: ['string', 'null'] } as const;
/** Data of any shape, checked by the route (an account's prefs). */
export const anyObject = { type: 'object', additionalProperties: true } as const;

/** A 204's reply: nothing. */
export const noBody = { type: 'null' } as const;

/** Sends a 204, which Fastify sends without a content type (with a JSON one the SDK would try to parse the empty body). */
export const noContent = (reply: FastifyReply) => reply.code(204).send();

/** A reply that is a file (a CSV export, a data download): written as text, not by the serializer. */
export const fileReply = { type: 'string' } as const;

/**
 * An object with exactly these fields, all of them present: what a reply schema describes (the
 * serializer sends these fields and nothing else a row happens to carry).
 */
export function objectOf<const Fields extends Record<string, JSONSchema>>(properties: Fields) {
  return {
    type: 'object',
    // Every key of `properties`, typed so the provider knows each one is required.
    required: Object.keys(properties) as Array<keyof Fields & string>,
    additionalProperties: false,
    properties,
  } as const;
}

import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors, APPWRITE_VERSION, ApiError } from '../errors/api-error';
import { ROUTER_ERROR_HEADERS } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own answer to a body over its limit (Appwrite's parameter error), instead of 413. */
    bodyTooLarge?: () => ApiError;
  }
}

function sendApiError(reply: FastifyReply, error: ApiError) {
  // An object payload is sent as `application/json; charset=utf-8`, Fastify's default.
  return reply.code(error.statusCode).send({
    message: error.message,
    code: error.statusCode,
    type: error.type,
    version: APPWRITE_VERSION,
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route, hook or error handler
 * (a URL that is not valid percent-encoding) leaves in the API's error shape and with its
 * security headers, and without echoing the URL it could not read.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.headers(ROUTER_ERROR_HEADERS);
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  return sendApiError(reply, badUrl ? apiErrors.invalidArgument('The request URL is not valid.') : apiErrors.serverError());
}

/** Maps a schema failure to Appwrite's parameter messages (the staff routes word their own: `staffSchemaError`). */
function paramError(error: FastifyError): ApiError {
  const first = error.validation?.[0];
  const missing = first?.keyword === 'required' ? (first.params as { missingProperty?: string }).missingProperty : undefined;
  if (missing) return apiErrors.missingParam(missing);
  const param = first?.instancePath.split('/')[1] || 'body';
  return apiErrors.invalidParam(param, first?.message ? `Value ${first.message}` : 'Value is invalid');
}

/** What the body parser refuses, in words a client developer can act on. */
const parserErrors = new Map<string, ApiError>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', apiErrors.invalidArgument('The request body is too large.', 413)],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', apiErrors.invalidArgument('Send the request body as application/json.', 415)],
  ['FST_ERR_CTP_INVALID_JSON_BODY', apiErrors.invalidArgument('The request body is not valid JSON.')],
]);

/**
 * Every error leaves as JSON `{message, code, type, version}`. Bad input of any kind is a 4xx
 * with a clear message; only a real fault is a 500, and its details stay in the log.
 */
export const errorRepliesPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) return sendApiError(reply, error);
      if (error.validation) return sendApiError(reply, paramError(error));
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.bodyTooLarge : undefined;
      if (tooLarge) return sendApiError(reply, tooLarge());
      const parserError = parserErrors.get(error.code);
      if (parserError) return sendApiError(reply, parserError);
      const status = error.statusCode ?? 500;
      // Fastify's other refusals of bad input (none the parser list names) keep their status and words.
      if (status >= 400 && status < 500) return sendApiError(reply, apiErrors.invalidArgument(error.message, status));
      request.log.error({ err: error }, 'request failed');
      return sendApiError(reply, apiErrors.serverError());
    });
    app.setNotFoundHandler((_request, reply) => sendApiError(reply, apiErrors.routeNotFound()));
  },
  { name: 'error-replies' },
);

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountErrors, APPWRITE_VERSION, AppwriteError } from '../errors/appwrite-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The message a route answers when its body fails the JSON schema, computed from the body
     * with the same @rcm/shared rules the pages use (instead of the schema validator's text).
     */
    invalidBodyMessage?: (body: unknown) => string;
  }
}

function send(reply: FastifyReply, error: AppwriteError) {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send({
    message: error.message,
    code: error.statusCode,
    type: error.type,
    version: APPWRITE_VERSION,
  });
}

/** Maps a schema failure on /v1 to Appwrite's parameter messages. */
function paramError(error: FastifyError): AppwriteError {
  const first = error.validation?.[0];
  const missing = first?.keyword === 'required' ? (first.params as { missingProperty?: string }).missingProperty : undefined;
  if (missing) return accountErrors.missingParam(missing);
  const param = first?.instancePath.split('/')[1] || 'body';
  return accountErrors.invalidParam(param, first?.message ? `Value ${first.message}` : 'Value is invalid');
}

/**
 * Every error leaves as JSON `{message, code, type, version}`. Bad input of any kind is a 4xx
 * with a clear message; only a real fault is a 500, and its details stay in the log.
 */
export function registerErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppwriteError) return send(reply, error);
    if (error.validation) {
      const custom = request.routeOptions.config.invalidBodyMessage;
      if (custom) return send(reply, new AppwriteError(400, 'general_argument_invalid', custom(request.body)));
      return send(reply, paramError(error));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, new AppwriteError(413, 'general_argument_invalid', 'The request body is too large.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, new AppwriteError(415, 'general_argument_invalid', 'Send the request body as application/json.'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, new AppwriteError(400, 'general_argument_invalid', 'The request body is empty.'));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, new AppwriteError(400, 'general_argument_invalid', 'The request body is not valid JSON.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, new AppwriteError(status, 'general_argument_invalid', error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, new AppwriteError(500, 'general_server_error', 'Server Error'));
  });

  app.setNotFoundHandler((_request, reply) => send(reply, accountErrors.routeNotFound()));
}

export { send as sendAppwriteError };

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@/domain/errors';
import { HttpError, httpErrorOf } from './errors';

/**
 * The API's one error shape, `{ message, fields? }`: an HttpError keeps its status and fields, Fastify's own
 * client errors (malformed JSON, body too large, wrong content type) get a plain message, anything else is a
 * logged 500 that reveals nothing.
 */
export function errorHandler(bodyLimitBytes: number) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const answer = httpErrorOf(error);
      return reply.code(answer.statusCode).send(answer.toBody());
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `Request body is too large (limit ${bodyLimitBytes / 1024} KB)`
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send JSON'
            : err.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
              ? 'Malformed JSON body'
              : (err.message ?? 'Bad request');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, STATUS_OF, type ErrorCode } from '../lib/errors.js';

/** Fastify's own errors that are the client's fault, mapped to a code and a message a person can act on. */
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['TOO_LARGE', 'The request body is too large'],
  FST_REQ_FILE_TOO_LARGE: ['TOO_LARGE', 'The image is too large: it must be at most 5 MB'],
  FST_PARTS_LIMIT: ['TOO_LARGE', 'The form has too many parts'],
  FST_FILES_LIMIT: ['TOO_LARGE', 'Only one image can be uploaded at a time'],
  FST_FIELDS_LIMIT: ['TOO_LARGE', 'The form has too many fields'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send JSON or a multipart form'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION', 'The request body is empty: send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION', 'The request body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION', 'The Content-Length header does not match the body'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['VALIDATION', 'The request is not a multipart form'],
  FST_PROTO_VIOLATION: ['VALIDATION', 'The request body contains a forbidden key (__proto__ or constructor)'],
  FST_ERR_BAD_URL: ['VALIDATION', 'The URL is not valid'],
  FST_ERR_VALIDATION: ['VALIDATION', 'The request is not valid'],
};

const CLIENT_STATUS_CODES: Partial<Record<number, ErrorCode>> = { 404: 'NOT_FOUND', 413: 'TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** The one place that builds error replies: `{ message, code, details? }`; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.details?.retryAfter) reply.header('retry-after', String(err.details.retryAfter));
      // The error shape (decision 007): `{ message, code, details }`, with the details also spread at the top level
      // (e.g. a 409's `totalAmount`), so clients of either form read them.
      return reply
        .status(err.status)
        .send(err.details ? { ...err.details, message: err.message, code: err.code, details: err.details } : { message: err.message, code: err.code });
    }
    const fe = err as FastifyError;
    const known = fe.code ? FASTIFY_ERRORS[fe.code] : undefined;
    if (known) return reply.status(STATUS_OF[known[0]]).send({ message: known[1], code: known[0] });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Other client errors from plugins: keep 404/413/415, anything else becomes a plain 400.
      const code = CLIENT_STATUS_CODES[fe.statusCode] ?? 'VALIDATION';
      return reply.status(STATUS_OF[code]).send({ message: 'The request is not valid', code });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'UNAVAILABLE' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}

/**
 * Errors Fastify raises before routing (a URL that does not decode, a path parameter that is too long).
 * Without this they bypass the error handler and answer Fastify's own shape, naming its internal codes.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header('x-content-type-options', 'nosniff')
    .send({ message: tooLong ? 'The URL is too long' : 'The URL is not valid', code: 'VALIDATION' });
}

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003'];
  if (e?.code && codes.includes(e.code)) return true;
  if (
    typeof e?.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)
  )
    return true;
  return e?.cause ? isDatabaseUnavailable(e.cause) : false;
}

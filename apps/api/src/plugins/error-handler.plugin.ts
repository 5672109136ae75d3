// The single error handler: every failure leaves as `{ statusCode, code, message }` (plus `field`
// for bad input, `poolLimit` for a refused cart add). Whatever a client sends must end in a 4xx;
// a 5xx means our bug or a dependency down, and its details go to the log, never to the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPick3Error } from '@pick3/core';
import { CONTROL_CHARACTER_MESSAGES, type ErrorBody } from '@pick3/contract';
import { isHttpError } from '../lib/http-error.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// Node socket errors and SQLSTATE classes that mean "the database is not reachable right now".
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '55000', // object_not_in_prerequisite_state: "database … is not currently accepting connections"
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or not created yet)
  '28P01', // invalid_password: credentials rotated under a running process
]);
// 'Query read timeout' is the pg pool's query_timeout (createDb sets it): a server that stopped answering.
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client was closed|driver has already been destroyed|database unavailable/i;

/**
 * SQLSTATE class 53, insufficient resources (53100 disk full, 53200 out of memory, 53400 limits): the
 * database is there but cannot take the write. A 503 (issue 35 finding 7), and /api/ready says
 * not ready for STORAGE_TROUBLE_MS, so a balancer sends writes elsewhere meanwhile.
 */
export function isOutOfResources(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^53[0-9A-Z]{3}$/.test(code)) return true;
  return cause !== undefined && cause !== error && isOutOfResources(cause);
}

/** How long after a class-53 failure /api/ready answers 503. */
export const STORAGE_TROUBLE_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** When the database last refused for lack of resources (ms since epoch; 0: never). */
    storageTroubleAt: { at: number };
  }
}

/** True for errors that say the database cannot be reached (not for bad SQL or constraint errors). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')))
    return true;
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message)) return true;
  // AggregateError (e.g. every address refused) and wrapped causes.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** "querystring/limit must be <= 730"; `field` is the parameter's name. */
export function describeValidationError(
  errors: readonly AjvError[],
  context: string,
): { message: string; field: string | undefined } {
  const first = errors[0];
  if (first === undefined) return { message: `${context} is invalid`, field: undefined };
  let path = first.instancePath;
  let text = first.message ?? 'is invalid';
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    path = `${path}/${first.params.missingProperty}`;
    text = 'is required';
  } else if (
    first.keyword === 'additionalProperties' &&
    typeof first.params.additionalProperty === 'string'
  ) {
    path = `${path}/${first.params.additionalProperty}`;
    text = 'is not allowed';
  } else if (first.keyword === 'enum' && Array.isArray(first.params.allowedValues)) {
    text = `must be one of ${first.params.allowedValues.join(', ')}`;
  } else if (first.keyword === 'const' && 'allowedValue' in first.params) {
    text = `must be ${JSON.stringify(first.params.allowedValue)}`;
  } else if (first.keyword === 'pattern' && typeof first.params.pattern === 'string') {
    // The control-character patterns of the contract's safe-text.ts, said in words, not as a regex.
    text = CONTROL_CHARACTER_MESSAGES[first.params.pattern] ?? text;
  }
  const field = path.replace(/^\//, '').replaceAll('/', '.') || undefined;
  return { message: `${context}${path} ${text}`, field };
}

/** The body and status for any error; 5xx bodies are generic. */
export function toErrorBody(error: unknown): ErrorBody {
  if (isHttpError(error)) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...error.details,
    };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: AjvError[] };
  if (Array.isArray(fastifyError.validation)) {
    const { message, field } = describeValidationError(
      fastifyError.validation,
      fastifyError.validationContext ?? 'request',
    );
    return { statusCode: 400, code: 'VALIDATION_ERROR', message, ...(field ? { field } : {}) };
  }
  if (isPick3Error(error)) {
    return {
      statusCode: 400,
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  if (isDatabaseUnavailable(error) || isOutOfResources(error)) {
    return {
      statusCode: 503,
      code: 'DB_UNAVAILABLE',
      message: 'The database is unavailable, try again shortly',
    };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      message:
        typeof fastifyError.message === 'string' && fastifyError.message !== ''
          ? fastifyError.message
          : 'Bad request',
    };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
}

/** JSON 404 for unknown API paths (the web plugin calls it for everything that is not the SPA). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  const body: ErrorBody = {
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `Route ${request.method} ${path} not found`,
  };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    const storageTrouble = { at: 0 };
    app.decorate('storageTroubleAt', storageTrouble);
    app.setErrorHandler(function handleError(error, request, reply) {
      const body = toErrorBody(error);
      if (isOutOfResources(error)) storageTrouble.at = Date.now();
      if (isHttpError(error) && body.statusCode >= 500) {
        // One we answer on purpose (speech offline, no mail server…): said, not a failure of ours;
        // no stack for what a visitor can repeat hundreds of times a minute (issue 35 finding 14).
        request.log.warn({ code: body.code }, 'request not served');
      } else if (body.statusCode >= 500) {
        request.log.error({ err: error, code: body.code }, 'request failed');
      } else if (body.statusCode !== 404) {
        request.log.info({ code: body.code, message: body.message }, 'request refused');
      }
      // Headers set before the failure (e.g. a cached ETag) do not describe the error body.
      reply.removeHeader('etag');
      reply.removeHeader('cache-control');
      reply.removeHeader('content-encoding');
      if (body.statusCode === 503) reply.header('retry-after', '5');
      if (isHttpError(error) && error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);

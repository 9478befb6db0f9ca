// Every failure of either transport becomes an AppError here, in one place: domain errors
// pass through, zod issues become field errors, database errors (packages/core) and Fastify
// errors get their codes, and anything else is an internal error whose detail stays in the
// server log.
import { AppError, fromDatabaseError, validationError } from '@pim/core';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

const malformedJson = () => new AppError('malformed_json', 'The request body is not valid JSON');
const tooLarge = () => new AppError('payload_too_large', 'The request body is larger than 10 MB');
const notJson = () => new AppError('invalid_format', 'Send the request body as application/json');

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message: string;
}

function fromFastify(error: FastifyLikeError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return malformedJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return notJson();
  }
  // Fastify's JSON parser reports syntax errors as a plain 400 SyntaxError.
  if (error.statusCode === 400 && error instanceof SyntaxError) return malformedJson();
  return undefined;
}

function fromTrpc(error: TRPCError, input: unknown): AppError | undefined {
  const cause = error.cause;
  if (cause instanceof AppError) return cause;
  // Only the input's schema speaks about the request; an output that fails its schema (tRPC's
  // INTERNAL_SERVER_ERROR) is our bug, and its field names are not the caller's.
  if (cause instanceof ZodError && error.code === 'BAD_REQUEST') {
    return validationError(cause.issues, input);
  }
  const database = fromDatabaseError(cause);
  if (database) return database;
  switch (error.code) {
    case 'PARSE_ERROR':
      return malformedJson();
    case 'NOT_FOUND':
    case 'METHOD_NOT_SUPPORTED':
      return new AppError('not_found', 'No such route');
    case 'PAYLOAD_TOO_LARGE':
      return tooLarge();
    case 'UNSUPPORTED_MEDIA_TYPE':
      return notJson();
    case 'BAD_REQUEST':
      return new AppError('invalid_value', error.message);
  }
  return undefined;
}

export function toAppError(error: unknown, input?: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError) {
    const mapped = fromTrpc(error, input);
    if (mapped) return mapped;
  } else if (error instanceof ZodError) {
    return validationError(error.issues, input);
  } else if (error instanceof Error) {
    const mapped = fromDatabaseError(error) ?? fromFastify(error as FastifyLikeError);
    if (mapped) return mapped;
  }
  return new AppError('internal_error', 'Internal server error', { cause: error });
}

const TRPC_CODE_BY_STATUS: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

export const trpcCodeForStatus = (status: number): TRPCError['code'] =>
  TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';

import { TRPCClientError } from '@trpc/client';
import { z } from 'zod';

const ZFieldError = z.object({
  code: z.string(),
  field: z.string().catch(''),
  message: z.string(),
});

const ZErrorData = z.object({
  httpStatus: z.number().optional(),
  errors: z.array(ZFieldError).optional(),
});

export type ApiFieldError = z.infer<typeof ZFieldError>;

/** An API call that failed, reduced to what the console shows or acts on. */
export type ApiFailure = { kind: 'unreachable'; message: string } | ApiRejection;

/** The API answered with an error. */
export interface ApiRejection {
  kind: 'rejected';
  status: number;
  /** The first error's code, one of the API's closed set, e.g. `invalid_credentials`. */
  code: string;
  message: string;
  errors: ApiFieldError[];
  /**
   * Refused by the API's server before any procedure ran (the rate limit of the caller's
   * address or credential), not by the operation itself.
   */
  beforeCall?: true;
}

/**
 * Reads a tRPC client error. No parsable error body (connection refused, timeout, a proxy's
 * HTML page) means the API could not be reached; anything else is the API's own answer.
 */
export function toApiFailure(err: unknown): ApiFailure {
  if (!(err instanceof TRPCClientError)) {
    return { kind: 'unreachable', message: err instanceof Error ? err.message : String(err) };
  }
  const data = ZErrorData.safeParse(err.data);
  const answer =
    data.success && data.data.httpStatus !== undefined
      ? { status: data.data.httpStatus, errors: data.data.errors ?? [], beforeCall: false }
      : envelopeOf(err.meta);
  if (!answer) return { kind: 'unreachable', message: err.message };
  const { status, errors, beforeCall } = answer;
  return {
    kind: 'rejected',
    status,
    code: errors[0]?.code ?? (status >= 500 ? 'internal_error' : 'unknown_error'),
    message: err.message,
    errors,
    ...(beforeCall ? { beforeCall } : {}),
  };
}

const ZEnvelopeAnswer = z.object({
  response: z.object({ status: z.number() }),
  responseJSON: z.object({ success: z.literal(false), errors: z.array(ZFieldError) }),
});

/**
 * The API's `/v1` error envelope, which it also answers on `/trpc` for what it refuses
 * before any procedure runs (the rate limit, a body it cannot read): not tRPC's shape, so
 * the client gives up parsing it, but it is the API's answer all the same.
 */
function envelopeOf(
  meta: unknown,
): { status: number; errors: ApiFieldError[]; beforeCall: true } | undefined {
  const parsed = ZEnvelopeAnswer.safeParse(meta);
  if (!parsed.success) return undefined;
  const { response, responseJSON } = parsed.data;
  return { status: response.status, errors: responseJSON.errors, beforeCall: true };
}

/** 401: the token or session is no longer accepted, so the user must sign in again. */
export function isUnauthenticated(failure: ApiFailure): failure is ApiRejection {
  return failure.kind === 'rejected' && failure.status === 401;
}

/** Field errors keyed by field name (the first message per field wins). */
export function fieldErrorsOf(failure: ApiFailure): Record<string, string> {
  if (failure.kind !== 'rejected') return {};
  const byField: Record<string, string> = {};
  for (const error of failure.errors) {
    if (error.field && !(error.field in byField)) byField[error.field] = error.message;
  }
  return byField;
}

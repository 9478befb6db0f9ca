// One error type for the whole domain, with a closed set of codes: those of ERROR_TABLE, which both
// transports read to turn a code into an HTTP status.

export const ERROR_TABLE = {
  malformed_json: 400,
  required: 400,
  invalid_type: 400,
  invalid_value: 400,
  invalid_format: 400,
  too_short: 400,
  too_long: 400,
  out_of_range: 400,
  unknown_field: 400,
  invalid_reference: 400,
  missing_tenant: 400,
  invalid_combination: 400,
  unauthenticated: 401,
  token_expired: 401,
  invalid_token: 401,
  invalid_credentials: 401,
  invalid_client: 401,
  invalid_refresh_token: 401,
  forbidden: 403,
  tenant_forbidden: 403,
  not_found: 404,
  already_exists: 409,
  invalid_transition: 409,
  in_use: 409,
  revision_conflict: 409,
  has_children: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_TABLE;
export type HttpStatus = (typeof ERROR_TABLE)[ErrorCode];

export interface ErrorDetail {
  code: ErrorCode;
  field: string;
  message: string;
}

export interface AppErrorOptions {
  field?: string;
  /** Overrides the status of the code (e.g. invalid_credentials on change-password is a 400). */
  status?: number;
  /** More than one detail, e.g. every failing field of a body. */
  details?: ErrorDetail[];
  /** Seconds, sent as Retry-After with 429. */
  retryAfter?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_TABLE[code];
    this.details = options.details ?? [{ code, field: options.field ?? '', message }];
    this.retryAfter = options.retryAfter;
  }
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors: ErrorDetail[];
}

export function toErrorEnvelope(error: AppError): ErrorEnvelope {
  return { success: false, message: error.message, errors: error.details };
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

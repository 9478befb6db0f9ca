// Every refusal of the API as one typed error: the HTTP status, the envelope's message and its
// `errors` ({code, field, message} each), so a caller branches on `code` and shows `message`.

export interface PimErrorDetail {
  code: string;
  field: string;
  message: string;
}

export class PimApiError extends Error {
  override readonly name = 'PimApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly PimErrorDetail[],
    /** Seconds the server asked to wait before trying again (429, 409 `in_use`). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The first error's code (`not_found`, `already_exists`, …), or `http_<status>`. */
  get code(): string {
    return this.errors[0]?.code ?? `http_${this.status}`;
  }

  /** Reads a failed answer's envelope; a body that is not one still gives a PimApiError. */
  static async from(response: Response): Promise<PimApiError> {
    const retry = Number(response.headers.get('retry-after'));
    const after = Number.isFinite(retry) && retry > 0 ? retry : undefined;
    try {
      const body = (await response.clone().json()) as {
        message?: unknown;
        errors?: PimErrorDetail[];
      };
      const message = typeof body.message === 'string' ? body.message : response.statusText;
      return new PimApiError(response.status, message, body.errors ?? [], after);
    } catch {
      return new PimApiError(response.status, response.statusText || 'Request failed', [], after);
    }
  }
}

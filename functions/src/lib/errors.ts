/** An error the API answers as JSON `{ message, ...details }` with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 429: the caller is over a limit, and may try again after `retryAfterMs` (Retry-After). */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

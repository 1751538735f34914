// The one error type of the server. Domain code throws it with a code; functions/_shared/http.ts
// turns it into the API's error shape with the matching status. Anything else is a 500.

const STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  throttled: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

export interface ErrorDetails {
  /** Messages per field, for forms (`{ email: ['Please enter a valid email address'] }`). */
  fieldErrors?: Record<string, string[]>;
  /** Extra response headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  /** Extra fields of the answer beside `message` (e.g. a 409's `conflict`: who changed the record, when). */
  body?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

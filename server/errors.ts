/** Every failure the domain can name, with the HTTP status the API and the pages answer with. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  REGISTRATION_CLOSED: 409,
  REGISTRATION_NOT_STARTED: 409,
  REGISTRATION_FULL: 409,
  ALREADY_REGISTERED: 409,
  NOT_ELIGIBLE: 422,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError("BAD_REQUEST", message, details);

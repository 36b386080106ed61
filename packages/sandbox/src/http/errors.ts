/** Input that breaks a validation rule; answered with HTTP 400 and the localized reason. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  /** The first problem of each field, keyed by the field's dotted path. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, fields: Readonly<Record<string, string>>) {
    super(message);
    this.fields = fields;
  }
}

/** A missing, unknown, expired or insufficient token; answered with HTTP 401. */
export class AuthenticationError extends Error {
  override readonly name = 'AuthenticationError';
  readonly statusCode = 401;
}

/** A client or an account that knocked too often; answered with HTTP 429 and a Retry-After. */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  readonly statusCode = 429;
}

/** An error answered in Stripe's shape: `{ error: { type, code?, decline_code?, message, param? } }`. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }

  toJSON() {
    return { error: this.body };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param && { param }),
    ...(code && { code }),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** A card error: 402, with the decline code when the issuer declined. */
export function cardError(fields: {
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
  extra?: Record<string, unknown>;
}): StripeApiError {
  const { extra, ...rest } = fields;
  return new StripeApiError(402, { type: 'card_error', ...rest, ...extra });
}

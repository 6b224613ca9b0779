import { type Locale, type MessageKey, translate } from 'shared-contracts';

/** An error the client should see as it is: status, a translated message, field errors for 422. */
export class HttpError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields?: Record<string, string[]>;

  constructor(
    status: number,
    key: MessageKey,
    params: Record<string, string | number> = {},
    fields?: Record<string, string[]>,
  ) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = params;
    this.fields = fields;
    this.name = 'HttpError';
  }

  body(locale: Locale) {
    const message = translate(this.key, locale, this.params);
    if (this.fields) return { message, data: this.fields };
    return { message, error: { message, code: this.key } };
  }
}

export const notFound = () => new HttpError(404, 'notFound');
export const forbidden = () => new HttpError(403, 'forbidden');
export const unauthenticated = () => new HttpError(401, 'unauthenticated');

/** A 422 keyed to fields, with messages already translated. */
export function validationError(fields: Record<string, string[]>) {
  return new HttpError(422, 'validationFailed', {}, fields);
}

/** A 422 for one field with a catalogue message. */
export function fieldError(field: string, key: MessageKey, locale: Locale) {
  return validationError({ [field]: [translate(key, locale)] });
}

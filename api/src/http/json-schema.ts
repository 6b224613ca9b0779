import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type Json = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of what a client sends, or of what a declared
 * route answers (what its handler returns: the schema's input too); rules without an equivalent are
 * left out.
 */
export function jsonSchema(schema: v.GenericSchema): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Json;
  return rest;
}

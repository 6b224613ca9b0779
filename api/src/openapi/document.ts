import type * as v from 'valibot';
import type { RouteDoc } from '../http/endpoint.ts';
import { type Json, jsonSchema } from '../http/json-schema.ts';
import type { RegisteredRoute } from './registry.ts';

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted: waiting',
  204: 'No content',
  404: 'Not found',
  422: 'Invalid input, by field',
};

/** A declared route's answers (shared-contracts' contract), each with its own schema. */
function declaredResponses(
  answers: NonNullable<RouteDoc['answers']>,
  outcomes: RouteDoc['outcomes'] = [],
): Record<string, Json> {
  const described = new Map(outcomes.map((outcome) => [outcome.status, outcome.description]));
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      {
        // The route's own word on an answer it gives by design (402 refused…), else the status's.
        description: described.get(Number(status)) ?? STATUS_TEXT[Number(status)] ?? `HTTP ${status}`,
        content: { 'application/json': { schema: jsonSchema(schema) } },
      },
    ]),
  );
}

function parameters(schema: v.GenericSchema | undefined, location: 'query' | 'path', names: string[]) {
  const converted = schema ? jsonSchema(schema) : {};
  const properties = (converted.properties ?? {}) as Record<string, Json>;
  const required = new Set((converted.required ?? []) as string[]);
  const all = new Set([...Object.keys(properties), ...names]);
  return [...all].map((name) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: properties[name] ?? { type: 'string' },
  }));
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schemaName: string) => ({ 'application/json': { schema: ref(schemaName) } });

function responses(doc: RouteDoc | undefined, hasPathParams: boolean) {
  const result: Record<string, Json> = {};
  const status = String(doc?.status ?? 200);
  result[status] = doc?.produces
    ? {
        description: 'Success',
        content: Object.fromEntries([doc.produces].flat().map((type) => [type, { schema: {} }])),
      }
    : { description: 'Success: the `{ data, meta?, message? }` envelope', content: jsonContent('Envelope') };
  for (const outcome of doc?.outcomes ?? [])
    result[String(outcome.status)] = {
      description: outcome.description,
      content: jsonContent(outcome.shape),
    };
  if (doc?.body || doc?.query || doc?.params || doc?.files || doc?.headers?.length) {
    result['422'] = { description: 'Invalid input, by field', content: jsonContent('ValidationError') };
  }
  if (doc && doc.access !== 'public') {
    result['401'] = { description: 'No valid session', content: jsonContent('Error') };
    result['403'] = {
      description: 'Not allowed (or a cookie call without its CSRF header)',
      content: jsonContent('Error'),
    };
  }
  if (hasPathParams) result['404'] = { description: 'Not found', content: jsonContent('Error') };
  if (doc?.rateLimited) result['429'] = { description: 'Too many attempts', content: jsonContent('Error') };
  // A declared route's own answers replace the generic ones of the same status.
  if (doc?.answers) Object.assign(result, declaredResponses(doc.answers, doc.outcomes));
  return result;
}

function requestBody(doc: RouteDoc | undefined) {
  if (doc?.files) {
    const properties = Object.fromEntries(
      doc.files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]),
    );
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: doc.files } } },
    };
  }
  if (doc?.body) return { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } };
  return undefined;
}

function operation(route: RegisteredRoute, path: string, pathNames: string[]) {
  const { doc } = route;
  const security =
    doc && doc.access !== 'public' ? [{ bearerAuth: [] }, { cookieAuth: [], csrfHeader: [] }] : undefined;
  const body = requestBody(doc);
  return {
    operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: doc?.summary ?? `${route.method} ${path}`,
    ...(doc?.description ? { description: doc.description } : {}),
    tags: doc?.tags ?? ['undocumented'],
    ...(doc ? {} : { 'x-undocumented': true }),
    parameters: [
      ...parameters(doc?.params, 'path', pathNames),
      ...(doc?.query ? parameters(doc.query, 'query', []) : []),
      ...(doc?.headers ?? []).map((header) => ({
        name: header.name,
        in: 'header',
        required: header.required,
        description: header.description,
        schema: jsonSchema(header.schema),
      })),
    ],
    ...(body ? { requestBody: body } : {}),
    ...(security ? { security } : {}),
    responses: responses(doc, pathNames.length > 0),
  };
}

const COMPONENTS = {
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token answered by login or register.' },
    cookieAuth: {
      type: 'apiKey',
      in: 'cookie',
      name: 'authToken',
      description: 'The web session (HttpOnly).',
    },
    csrfHeader: {
      type: 'apiKey',
      in: 'header',
      name: 'x-csrf-token',
      description: 'Value of the csrfToken cookie; required on unsafe calls authenticated by the cookie.',
    },
  },
  schemas: {
    Envelope: {
      type: 'object',
      required: ['data'],
      properties: { data: {}, message: { type: 'string' }, meta: ref('PaginationMeta') },
    },
    PaginationMeta: {
      type: 'object',
      properties: {
        current_page: { type: 'integer' },
        last_page: { type: 'integer' },
        from: { type: ['integer', 'null'] },
        to: { type: ['integer', 'null'] },
        total: { type: 'integer' },
        per_page: { type: 'integer' },
        total_is_lower_bound: {
          type: 'boolean',
          description:
            'Expert search only, when true: more than `total` experts match (counting stopped 300 matches past the end of the current page, so `last_page` grows as the pages are followed)',
        },
      },
    },
    Error: {
      type: 'object',
      required: ['message', 'error'],
      properties: {
        message: { type: 'string' },
        error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } } },
      },
    },
    ValidationError: {
      type: 'object',
      required: ['message', 'data'],
      properties: {
        message: { type: 'string' },
        data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

/** The OpenAPI 3.1 document of every route under `prefix`. */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith(`${prefix}/`)) continue;
    const pathNames: string[] = [];
    const path = route.url.slice(prefix.length).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      pathNames.push(name);
      return `{${name}}`;
    });
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, path, pathNames);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Expert marketplace API',
      version: '1.0.0',
      description:
        'Messages follow Accept-Language (en, es). Errors: 422 `{ message, data }`, else `{ message, error }`.',
    },
    servers: [{ url: prefix }],
    paths,
    components: COMPONENTS,
  };
}

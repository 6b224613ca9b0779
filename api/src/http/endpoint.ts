/**
 * One declaration per route, read twice: by the route (access check and valibot validation of
 * params, query and body) and by the OpenAPI document. Usage inside any plugin:
 *
 *   app.route(endpoint({
 *     method: 'GET', url: '/categories/:id', summary: 'One category', tags: ['catalog'],
 *     access: 'public', params: IdParamSchema,
 *     handler: async ({ params, request }) => envelope(await findCategory(params.id, request.locale)),
 *   }));
 *
 * `access`: 'public' (request.user may still be set), 'user' / 'customer' (a session), 'expert'.
 * The handler gets the parsed `body`, `query`, `params` (typed from the schemas), the `user` and
 * the Fastify `request` / `reply`; what it returns is sent. Invalid input never reaches it: the
 * caller gets 422 `{ message, data: { field: [messages] } }` in their language.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {
  Answers,
  AnyRoute,
  BodyOf,
  ParamsOf,
  QueryOf,
  RouteAnswerInput,
  RouteOutcome,
} from 'shared-contracts';
import type * as v from 'valibot';
import type { User } from '../db/schema/index.ts';
import { ACCESS_CHECKS, type Access } from './access.ts';
import { jsonSchema } from './json-schema.ts';
import { serializerSchema } from './serializer-schema.ts';
import { validate } from './validate.ts';

export type { Access };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnySchema = v.GenericSchema;
type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** What the OpenAPI document knows of a route; kept in the route's `config.openapi`. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  access: Access;
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
  /** A multipart/form-data body with these file fields instead of JSON. */
  files?: string[];
  /** Request headers the route reads (documented; the handler checks them). */
  headers?: HeaderDoc[];
  /** Status of a success. */
  status: number;
  /** Other answers the route gives by design (202 waiting, 402 refused…), documented by status. */
  outcomes?: OutcomeDoc[];
  /** Media type(s) of a success that is not the JSON envelope (a file, the document itself). */
  produces?: string | string[];
  /** The route answers 429 after too many calls. */
  rateLimited: boolean;
  /** A declared route's answers by status (shared-contracts' contract): documented and checked. */
  answers?: Answers;
}

export interface OutcomeDoc {
  status: number;
  description: string;
  /** The document's schema of the body: the envelope, an error, or messages by field. */
  shape: 'Envelope' | 'Error' | 'ValidationError';
}

interface HeaderDoc {
  name: string;
  required: boolean;
  description: string;
  /** The value's rule, documented as its JSON Schema. */
  schema: AnySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

interface EndpointContext<B, Q, P, A extends Access> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  user: A extends 'public' ? User | null : User;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointSpec<B, Q, P, A extends Access> {
  method: HttpMethod;
  /** Relative to the plugin's prefix, Fastify syntax (`/experts/:id`). */
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  files?: string[];
  headers?: HeaderDoc[];
  status?: number;
  outcomes?: OutcomeDoc[];
  produces?: string | string[];
  /** More Fastify route config, e.g. `{ rateLimit: { … } }`. */
  config?: Record<string, unknown>;
  answers?: Answers;
  handler(context: EndpointContext<B, Q, P, A>): unknown;
}

export function endpoint<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  A extends Access = Access,
>(spec: EndpointSpec<B, Q, P, A>): RouteOptions {
  const doc: RouteDoc = {
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    access: spec.access,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    files: spec.files,
    headers: spec.headers,
    status: spec.status ?? 200,
    outcomes: spec.outcomes,
    produces: spec.produces,
    rateLimited: Boolean(spec.config?.rateLimit),
    answers: spec.answers,
  };
  const check = ACCESS_CHECKS[spec.access];
  return {
    method: spec.method,
    url: spec.url,
    config: { ...spec.config, openapi: doc },
    // A declared route's answers are written by serialisers compiled from their schemas (Fastify's
    // fast-json-stringify): only the fields the contract names leave.
    ...(spec.answers ? { schema: { response: responseSchemas(spec.answers) } } : {}),
    ...(check ? { preHandler: check } : {}),
    async handler(request, reply) {
      const params = spec.params ? validate(spec.params, request.params, request) : undefined;
      const query = spec.query ? validate(spec.query, request.query, request) : undefined;
      const body = spec.body ? validate(spec.body, request.body, request) : undefined;
      reply.status(doc.status);
      const context = { body, query, params, user: request.user, request, reply };
      return spec.handler(context as EndpointContext<B, Q, P, A>);
    },
  };
}

/** Fastify's response schemas of a declared route: each answer's JSON Schema, by status. */
function responseSchemas(answers: Answers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [status, serializerSchema(jsonSchema(schema))]),
  );
}

type DeclaredContext<R extends AnyRoute, A extends Access> = EndpointContext<
  BodyOf<R>,
  QueryOf<R>,
  ParamsOf<R>,
  A
>;

type DeclaredBase<R extends AnyRoute, A extends Access> = Omit<
  EndpointSpec<BodyOf<R>, QueryOf<R>, ParamsOf<R>, A>,
  'method' | 'url' | 'body' | 'query' | 'params' | 'status' | 'answers' | 'handler'
>;

/**
 * What a declared route's handler gets and must answer, typed from the contract: its success
 * (`handler`), or, for a route that answers in several ways by design, any declared answer with
 * its status (`respond`).
 */
type DeclaredSpec<R extends AnyRoute, A extends Access> = DeclaredBase<R, A> &
  (
    | {
        handler(context: DeclaredContext<R, A>): RouteAnswerInput<R> | Promise<RouteAnswerInput<R>>;
        respond?: never;
      }
    | {
        respond(context: DeclaredContext<R, A>): Promise<RouteOutcome<R>>;
        handler?: never;
      }
  );

/** The status of a declared route's success: its lowest 2xx answer. */
function successStatus(route: AnyRoute): number {
  const statuses = Object.keys(route.answers)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return Math.min(...statuses);
}

/**
 * A route declared in shared-contracts' contract: method, path, inputs and answers come from the
 * declaration, and the handler must return the declared success (a compile error otherwise).
 */
export function declared<R extends AnyRoute, A extends Access>(
  route: R,
  spec: DeclaredSpec<R, A>,
): RouteOptions {
  const { handler, respond, ...rest } = spec;
  return endpoint<BodyOf<R>, QueryOf<R>, ParamsOf<R>, A>({
    ...rest,
    handler: respond
      ? async (context) => {
          const outcome = await respond(context);
          context.reply.status(outcome.status);
          return outcome.body;
        }
      : (context) => handler?.(context),
    method: route.method,
    url: `/${route.path}`,
    body: route.body as BodyOf<R>,
    query: route.query as QueryOf<R>,
    params: route.params as ParamsOf<R>,
    status: successStatus(route),
    answers: route.answers,
  });
}

import type * as v from 'valibot';

type Schema = v.GenericSchema;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of `/api/v1`, declared once for the api, every client and the OpenAPI document: its
 * method, path (Fastify syntax, `experts/:id`, relative to the api base), what it takes and what it
 * answers, by status. The api's handler must return the success answer (a compile error otherwise)
 * and its test runs check every answer against it; clients read the answer's type from it.
 */
export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Answers = Answers,
> {
  method: M;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Answers by status; the lowest 2xx is the success a handler returns. */
  answers: A;
}

/** Answers by status: 200, 201, 202… each with the schema of its body. */
export type Answers = { readonly [status: number]: Schema };

/** Declares a route, keeping every schema's own type. */
export const defineRoute = <
  M extends HttpMethod,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Answers = Answers,
>(
  route: Route<M, P, Q, B, A>,
) => route;

/** Any declared route. */
export type AnyRoute = Route<HttpMethod, Schema | undefined, Schema | undefined, Schema | undefined, Answers>;

/** A status as a number: an answers object spread from another may hold it as a string ("201"). */
type StatusOf<K> = K extends number ? K : K extends `${infer N extends number}` ? N : never;

/** The key of a status in answers, whichever way it is held. */
type KeyOf<A extends Answers, S extends number> = Extract<keyof A, S | `${S}`>;

/** The key of the success: 200 when declared, else the first 2xx declared. */
type SuccessKey<A extends Answers> = [KeyOf<A, 200>] extends [never]
  ? [KeyOf<A, 201>] extends [never]
    ? KeyOf<A, 204>
    : KeyOf<A, 201>
  : KeyOf<A, 200>;

/** What a handler returns for the route's success (the schema's input, before any transform). */
export type RouteAnswerInput<R extends AnyRoute> = v.InferInput<R['answers'][SuccessKey<R['answers']>]>;

/**
 * Any answer the route declares, with its status: what a handler gives when the route answers in
 * several ways by design (a booking: 201 paid, 202 the bank's step, 402 refused…).
 */
export type RouteOutcome<R extends AnyRoute> = {
  [K in keyof R['answers']]: { status: StatusOf<K>; body: v.InferInput<R['answers'][K] & Schema> };
}[keyof R['answers']];

/** The keys of every success a route declares (a booking: 201 paid, 202 the bank's step). */
type SuccessKeys<A extends Answers> = KeyOf<A, 200 | 201 | 202 | 204>;

/** What a client reads when the call succeeds: any of the route's 2xx answers. */
export type RouteAnswer<R extends AnyRoute> = v.InferOutput<R['answers'][SuccessKeys<R['answers']>] & Schema>;

/** The schemas a route was declared with (`undefined` for what it does not take). */
export type ParamsOf<R> =
  R extends Route<HttpMethod, infer P, Schema | undefined, Schema | undefined, Answers> ? P : undefined;
export type QueryOf<R> =
  R extends Route<HttpMethod, Schema | undefined, infer Q, Schema | undefined, Answers> ? Q : undefined;
export type BodyOf<R> =
  R extends Route<HttpMethod, Schema | undefined, Schema | undefined, infer B, Answers> ? B : undefined;

type Nothing = Record<never, never>;

/** What a client sends: the params, query and body the route declares. */
export type RouteInput<R extends AnyRoute> = (ParamsOf<R> extends Schema
  ? { params: v.InferInput<ParamsOf<R>> }
  : Nothing) &
  (QueryOf<R> extends Schema ? { query?: v.InferInput<QueryOf<R>> } : Nothing) &
  (BodyOf<R> extends Schema ? { body: v.InferInput<BodyOf<R>> } : Nothing);

/** The route's path with its params in place (`experts/:id` → `experts/7`). */
export function routePath(route: Pick<AnyRoute, 'path'>, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

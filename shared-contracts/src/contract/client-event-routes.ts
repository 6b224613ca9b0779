import * as v from 'valibot';
import { ErrorAnswerSchema, envelopeOf } from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** Why a browser left a remote's version for the default one. */
export const REMOTE_FAILURE_CAUSES = ['network', 'integrity', 'setup'] as const;
export type RemoteFailureCause = (typeof REMOTE_FAILURE_CAUSES)[number];

const RemoteNameSchema = v.pipe(v.string(), v.regex(/^mf_[a-z_]{1,40}$/));
const VersionSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,119}$/));

/**
 * A visitor's page could not load a remote's version (its files unreachable after retries, a hash
 * that differs from the registry's, or its module throwing while being set up) and loaded the
 * default version instead.
 */
export const RemoteFallbackEventSchema = v.strictObject({
  kind: v.literal('remote-fallback'),
  remote: RemoteNameSchema,
  version: VersionSchema,
  cause: v.picklist(REMOTE_FAILURE_CAUSES),
});

const FailureCountSchema = v.strictObject({
  remote: v.string(),
  version: v.string(),
  cause: v.picklist(REMOTE_FAILURE_CAUSES),
  count: v.number(),
  /** When the latest was reported (ISO 8601). */
  last_at: v.string(),
});

/** What browsers report about the front end's releases, and what the release tools read of it. */
export const clientEventApi = {
  /** Anyone's browser reports; limited per address. */
  report: defineRoute({
    method: 'POST',
    path: 'client-events',
    body: RemoteFallbackEventSchema,
    answers: {
      202: envelopeOf(v.strictObject({ recorded: v.literal(true) })),
      422: ErrorAnswerSchema,
      429: ErrorAnswerSchema,
    },
  }),
  /** The failures reported, per remote, version and cause (from this machine only: release:status). */
  failures: defineRoute({
    method: 'GET',
    path: 'client-events/failures',
    answers: {
      200: envelopeOf(v.strictObject({ failures: v.array(FailureCountSchema) })),
      403: ErrorAnswerSchema,
    },
  }),
};

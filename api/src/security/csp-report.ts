import * as v from 'valibot';

const Text = v.optional(v.pipe(v.string(), v.maxLength(2048)));

/** What a browser POSTs to the policy's `report-uri` (`Content-Type: application/csp-report`). */
export const CspReportSchema = v.object({
  'csp-report': v.object({
    'document-uri': Text,
    'blocked-uri': Text,
    'effective-directive': Text,
    'violated-directive': Text,
    'source-file': Text,
    'line-number': v.optional(v.number()),
    'script-sample': Text,
  }),
});

/** One violation as the api keeps and logs it. */
export interface CspViolation {
  received_at: string;
  document_uri: string;
  blocked_uri: string;
  directive: string;
  source_file?: string;
  line_number?: number;
  sample?: string;
}

export function violationOf(report: v.InferOutput<typeof CspReportSchema>, receivedAt: Date): CspViolation {
  const body = report['csp-report'];
  return {
    received_at: receivedAt.toISOString(),
    document_uri: body['document-uri'] ?? '',
    blocked_uri: body['blocked-uri'] ?? '',
    directive: body['effective-directive'] ?? body['violated-directive'] ?? '',
    source_file: body['source-file'],
    line_number: body['line-number'],
    sample: body['script-sample'] || undefined,
  };
}

/** The latest violations of this instance, oldest dropped first. */
export class RecentViolations {
  readonly #kept: CspViolation[] = [];
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(violation: CspViolation) {
    this.#kept.push(violation);
    if (this.#kept.length > this.#limit) this.#kept.shift();
  }

  list(): readonly CspViolation[] {
    return [...this.#kept];
  }
}

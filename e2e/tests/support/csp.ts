import type { APIRequestContext, Page } from '@playwright/test';

/** What the page's Content-Security-Policy blocked, as the `securitypolicyviolation` event tells it. */
export interface SeenViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    cspViolations?: SeenViolation[];
  }
}

/** Keeps every violation of each document the page opens, in `window.cspViolations`. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

/** The violations of the page's current document so far. */
export function cspViolationsOf(page: Page): Promise<SeenViolation[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

/** The violations browsers reported to the api's report-uri during this run (a test start only). */
export async function reportedViolations(request: APIRequestContext): Promise<unknown[]> {
  const answer = await request.get('/api/v1/test/csp-reports');
  if (!answer.ok())
    throw new Error(`GET /api/v1/test/csp-reports: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { violations: unknown[] } }).data.violations;
}

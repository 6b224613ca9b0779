import type { Page } from '@playwright/test';

/**
 * What a page writes to its console as an error or a warning, and the errors it throws: a
 * hydration mismatch (React's "did not match", "Hydration failed", or the shell's `[hydration]`
 * report), a failed request, a warning of a library. Each call gives what came since the last.
 */
export function consoleProblems(page: Page): () => string[] {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`thrown: ${error.message}`));
  return () => {
    const seen = problems;
    problems = [];
    return seen;
  };
}

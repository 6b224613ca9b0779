import { expect, type Page } from '@playwright/test';

/** The paths of the scripts a page loads from now on. */
export function scriptsLoaded(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return () => paths;
}

/** The scripts loaded are the islands build's, never the app's nor a remote's. */
export function expectOnlyIslandsScripts(paths: string[]) {
  expect(
    paths.every((path) => path.startsWith('/islands/')),
    paths.join(' '),
  ).toBe(true);
}

/**
 * Pages whose render loads every remote the server renders (mf-discovery's categories and search):
 * asked for once at start, so that loading those remotes' server entries is done before the first
 * visitor's page, whose remotes would otherwise risk missing their budget and be left to the browser.
 */
const WARM_UP_PATHS = ['/experts', '/experts/search'];

/** Asks `origin` for each page as a guest would; what fails is only logged (the pages still work). */
export async function warmUp(
  origin: string,
  paths: readonly string[] = WARM_UP_PATHS,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<void> {
  for (const path of paths) {
    try {
      const response = await fetch(new URL(path, origin), {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (!response.ok) log(`[render] warm-up: ${path} answered ${response.status}`);
    } catch (error) {
      log(`[render] warm-up: ${path} failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

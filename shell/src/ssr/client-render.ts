/**
 * The digest the server's render gives a part of the page it left to the browser (a remote that
 * failed or ran out of time). React in the browser reports such a part as a recoverable error
 * carrying this digest; it is expected, not a hydration mismatch.
 */
export const CLIENT_RENDER_DIGEST = 'rendered-in-browser';

export function isClientRenderHandOver(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === CLIENT_RENDER_DIGEST;
}

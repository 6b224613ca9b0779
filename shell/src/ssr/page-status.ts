import { createContext, useContext } from 'react';

/** The server's render listens here for a page that answers "not found" (its HTTP status). */
export const PageStatusContext = createContext<{ notFound(): void } | null>(null);

/** Marks the page being rendered on the server as not found; nothing in the browser. */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.notFound();
}

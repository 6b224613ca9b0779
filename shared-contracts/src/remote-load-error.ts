/**
 * A remote (or the registry of remotes) could not be loaded. The federation runtime plugin throws
 * it from `errorLoadRemote`, the registry loader throws it when `/remotes.json` fails, and the route
 * error boundary recognises it by name (the class may exist twice: runtime plugin and app chunk).
 */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;
  readonly request: string;

  constructor(remote: string, request: string, cause?: unknown) {
    super(`Remote "${remote}" could not be loaded (${request}): ${describe(cause)}`, { cause });
    this.remote = remote;
    this.request = request;
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError';
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (cause === undefined) return 'no module';
  return String(cause);
}

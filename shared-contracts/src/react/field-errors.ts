import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../errors.ts';

/** Puts a 422's field messages on the form fields it knows; returns whether any was placed. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(messages) ? messages.find((item) => typeof item === 'string') : undefined;
    if (first && (fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message: first });
      placed = true;
    }
  }
  return placed;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Spec: Previous is disabled on page 1 or lower; Next is disabled on the last page. */
export function isPreviousDisabled(currentPage: number): boolean {
  return currentPage <= 1;
}

export function isNextDisabled(currentPage: number, lastPage: number): boolean {
  return currentPage >= lastPage;
}

/** A `page` query value: a whole number from 1, anything else page 1. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

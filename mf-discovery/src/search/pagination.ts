/** Spec: Previous is disabled on page 1 or lower; Next is disabled on the last page. */
export function isPreviousDisabled(currentPage: number): boolean {
  return currentPage <= 1;
}

export function isNextDisabled(currentPage: number, lastPage: number): boolean {
  return currentPage >= lastPage;
}

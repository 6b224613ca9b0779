/** Messages of the experts calls (api answers and the forms that share their rules). */
export const expertsEn = {} as const;

export const expertsEs: Record<keyof typeof expertsEn, string> = {};

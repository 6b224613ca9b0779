/** Messages of the money calls (api answers and the forms that share their rules). */
export const moneyEn = {} as const;

export const moneyEs: Record<keyof typeof moneyEn, string> = {};

/** Messages of the booking calls (api answers and the forms that share their rules). */
export const bookingEn = {} as const;

export const bookingEs: Record<keyof typeof bookingEn, string> = {};

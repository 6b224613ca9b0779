/** Messages of the meetings calls (api answers and the forms that share their rules). */
export const meetingsEn = {} as const;

export const meetingsEs: Record<keyof typeof meetingsEn, string> = {};

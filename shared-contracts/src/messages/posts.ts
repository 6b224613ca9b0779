/** Messages of the posts calls (api answers and the forms that share their rules). */
export const postsEn = {} as const;

export const postsEs: Record<keyof typeof postsEn, string> = {};

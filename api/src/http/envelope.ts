export const envelope = <T>(data: T, message?: string) => (message ? { data, message } : { data });

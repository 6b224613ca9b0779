/** PORT as a TCP port number, or undefined when it is not one. */
export function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) return undefined;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : undefined;
}

import { createServer } from 'node:net';

/** PORT as a TCP port number, or undefined when it is not one. */
export function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) return undefined;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** True when something already listens on host:port (checked by trying to listen). */
export function isPortTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port, host);
  });
}

export function portTakenMessage(port: number): string {
  return `Port ${port} is already in use. Stop the program using it, or start on another port: PORT=${port + 1} npm start`;
}

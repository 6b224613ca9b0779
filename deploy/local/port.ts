import { createServer } from 'node:net';

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

import WebSocket from 'ws';

/**
 * What a WebSocket client meets at /api/v1/realtime: 101 when the socket opens and is told
 * `ready`; otherwise the HTTP status of the refused upgrade or the close code the api ends it with.
 */
export function realtimeStatus(baseUrl: string, token: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/realtime`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const done = (status: number) => {
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      resolve(status);
    };
    socket.on('unexpected-response', (_request, response) => done(response.statusCode ?? 0));
    socket.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type?: string }).type === 'ready') done(101);
    });
    socket.on('close', (code) => done(code));
    socket.on('error', () => done(0));
  });
}

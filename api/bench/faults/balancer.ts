/**
 * The load balancer in front of the api instances, doing what the nginx upstream of
 * deploy/nginx/marketplace.conf does: a request that could not reach an instance goes to the next
 * one (nginx's default `proxy_next_upstream error`: any request whose connection was refused, a
 * read after any connection error), an instance that failed is left out until it answers again
 * (here its health check every 250 ms; `max_fails` there), and WebSockets pass through.
 */
import http from 'node:http';
import type net from 'node:net';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

const HEALTH_EVERY_MS = 250;

interface Upstream {
  url: string;
  healthy: boolean;
  served: number;
}

export interface Balancer {
  url: string;
  /** Requests and sockets each upstream took, by its URL. */
  served(): Record<string, number>;
  close(): Promise<void>;
}

function retryable(method: string | undefined, error: NodeJS.ErrnoException) {
  // A refused connection never reached the instance; any other error may have, so only a read is repeated.
  return error.code === 'ECONNREFUSED' || method === 'GET' || method === 'HEAD';
}

export async function startBalancer(urls: string[]): Promise<Balancer> {
  const upstreams: Upstream[] = urls.map((url) => ({ url, healthy: true, served: 0 }));
  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  let turn = 0;

  /** The upstreams to try, healthy first, starting from the next in turn. */
  const order = (): Upstream[] => {
    turn = (turn + 1) % upstreams.length;
    const rotated = [...upstreams.slice(turn), ...upstreams.slice(0, turn)];
    return [...rotated.filter((entry) => entry.healthy), ...rotated.filter((entry) => !entry.healthy)];
  };

  const checks = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream.url}/api/v1/health`, { signal: AbortSignal.timeout(1000) })
        .then((response) => {
          upstream.healthy = response.ok;
        })
        .catch(() => {
          upstream.healthy = false;
        });
    }
  }, HEALTH_EVERY_MS);

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = order();
      const attempt = (index: number) => {
        const upstream = candidates[index] as Upstream;
        upstream.served += 1;
        proxy.web(
          request,
          response,
          { target: upstream.url, buffer: Readable.from(body.length ? [body] : []) },
          (error: NodeJS.ErrnoException) => {
            upstream.healthy = false;
            if (!response.headersSent && index + 1 < candidates.length && retryable(request.method, error)) {
              attempt(index + 1);
              return;
            }
            if (!response.headersSent) {
              response.writeHead(502, { 'content-type': 'application/json' });
              response.end(JSON.stringify({ message: 'Bad gateway' }));
            } else response.destroy();
          },
        );
      };
      attempt(0);
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = order()[0] as Upstream;
    upstream.served += 1;
    proxy.ws(request, socket, head, { target: upstream.url }, () => socket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served: () => Object.fromEntries(upstreams.map((entry) => [entry.url, entry.served])),
    close: async () => {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}

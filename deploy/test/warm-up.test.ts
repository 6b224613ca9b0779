import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp } from '../render/warm-up.ts';

const servers: ReturnType<typeof createServer>[] = [];

/** A site that answers 200, or 500 for `/broken`, and keeps what it was asked. */
async function site() {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    asked.push({ url: request.url ?? '', headers: request.headers });
    response.statusCode = request.url === '/broken' ? 500 : 200;
    response.end('<html></html>');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the renderer's warm-up", () => {
  it('asks for each page once, as a guest asks for a page: HTML, no cookie', async () => {
    const { origin, asked } = await site();
    const logged: string[] = [];
    await warmUp(origin, ['/experts', '/experts/search'], (message) => logged.push(message));
    expect(asked.map(({ url }) => url)).toEqual(['/experts', '/experts/search']);
    for (const { headers } of asked) {
      expect(headers.accept).toBe('text/html');
      expect(headers.cookie).toBeUndefined();
    }
    expect(logged).toEqual([]);
  });

  it('logs a page that fails or a server that is not there, and goes on', async () => {
    const { origin, asked } = await site();
    const logged: string[] = [];
    await warmUp(origin, ['/broken', '/experts'], (message) => logged.push(message));
    expect(asked.map(({ url }) => url)).toEqual(['/broken', '/experts']);
    expect(logged).toEqual(['[render] warm-up: /broken answered 500']);

    const closed = await site();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    await warmUp(closed.origin, ['/experts'], (message) => logged.push(message));
    expect(logged[1]).toMatch(/^\[render\] warm-up: \/experts failed \(/);
  });
});

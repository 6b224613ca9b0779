import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortTaken } from '../local/port.ts';
import { resolveDataDir } from '../paths.ts';
import { parsePort } from '../port-number.ts';

describe('DATA_DIR', () => {
  it('defaults to .data at the repository root', () => {
    expect(resolveDataDir({}, '/repo')).toBe(path.resolve('/repo/.data'));
    expect(resolveDataDir({ DATA_DIR: '' }, '/repo')).toBe(path.resolve('/repo/.data'));
  });

  it('takes a relative DATA_DIR from the repository root, not the working directory', () => {
    expect(resolveDataDir({ DATA_DIR: 'var/data' }, '/repo')).toBe(path.resolve('/repo/var/data'));
  });

  it('keeps an absolute DATA_DIR', () => {
    expect(resolveDataDir({ DATA_DIR: '/srv/marketplace' }, '/repo')).toBe(path.resolve('/srv/marketplace'));
  });
});

describe('PORT', () => {
  it('defaults when unset and reads a port number', () => {
    expect(parsePort(undefined, 8080)).toBe(8080);
    expect(parsePort('', 8080)).toBe(8080);
    expect(parsePort('8085', 8080)).toBe(8085);
  });

  it.each(['abc', '0', '65536', '-1', '80.5', '8080x'])('refuses %s', (value) => {
    expect(parsePort(value, 8080)).toBeUndefined();
  });

  it('tells a port in use from a free one', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    expect(await isPortTaken(address.port, '127.0.0.1')).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortTaken(address.port, '127.0.0.1')).toBe(false);
  });
});

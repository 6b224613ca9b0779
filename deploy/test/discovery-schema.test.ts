import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { staticSite } from '../local/static-site.ts';
import { publishCanary, publishRemote, readRemoteBuild } from '../publish/release.ts';
import { remoteDist, tempFolder, writeFiles } from './temp-folders.ts';

/** The Frontend Discovery schema as published (awslabs/frontend-discovery, schema/v1-pre.json). */
const SCHEMA_FILE = path.join(
  import.meta.dirname,
  '..',
  'publish',
  'schema',
  'frontend-discovery-v1-pre.json',
);

describe('/remotes.json', () => {
  it('is a Frontend Discovery v1-pre document, a canary included', async () => {
    const root = await tempFolder();
    const dataDir = path.join(root, 'data');
    const appDir = path.join(root, 'mf-discovery');
    await writeFiles(appDir, { 'package.json': JSON.stringify({ name: 'mf-discovery', version: '1.0.0' }) });
    const build = async (body: string) => {
      await writeFiles(path.join(appDir, 'dist'), remoteDist(body));
      return readRemoteBuild(appDir, { folder: 'mf-discovery', name: 'mf_discovery' });
    };
    await publishRemote(dataDir, await build('stable'));
    await publishCanary(dataDir, await build('canary'), 10);

    const app = Fastify();
    await staticSite(app, {
      shellDist: path.join(root, 'shell'),
      dataDir,
      config: { stripeApiBase: 'http://localhost:1', livekitUrl: 'ws://localhost:2' },
    });
    const served: unknown = (await app.inject({ url: '/remotes.json' })).json();
    await app.close();

    const schema = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'));
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    expect(validate(served), JSON.stringify(validate.errors)).toBe(true);
    // The schema's `items` is a tuple of one: it checks only the first version. Each is checked here.
    const versionOf = ajv.compile(schema.properties.microFrontends.additionalProperties.items[0]);
    const versions =
      (served as { microFrontends: Record<string, unknown[]> }).microFrontends.mf_discovery ?? [];
    expect(versions).toHaveLength(2);
    for (const version of versions) expect(versionOf(version), JSON.stringify(versionOf.errors)).toBe(true);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { containerNameOf, REMOTE_FOLDERS, REMOTE_LIST } from 'shared-contracts';
import { parseDiscovery } from 'shared-contracts/remote-discovery';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { cacheControlFor, IMMUTABLE } from '../local/cache-headers.ts';
import {
  DEPLOYMENT_ORIGINS,
  nginxSecurityHeaders,
  SECURITY_HEADERS_INCLUDE,
  SECURITY_HEADERS_TEMPLATE,
} from '../nginx/security-headers.ts';
import { REPO_ROOT } from '../paths.ts';
import { REMOTES } from '../remotes.ts';
import { tempFolder } from './temp-folders.ts';

const K8S = path.join(REPO_ROOT, 'deploy', 'k8s');

// biome-ignore lint/suspicious/noExplicitAny: manifests are free-form YAML, checked field by field below.
type Manifest = Record<string, any>;

async function loadManifests(): Promise<{ file: string; doc: Manifest }[]> {
  const loaded: { file: string; doc: Manifest }[] = [];
  for (const file of (await readdir(K8S)).filter((name) => name.endsWith('.yaml')).sort()) {
    for (const document of parseAllDocuments(await readFile(path.join(K8S, file), 'utf8'))) {
      expect(document.errors, file).toEqual([]);
      loaded.push({ file, doc: document.toJS() as Manifest });
    }
  }
  return loaded;
}

function ofKind(manifests: { doc: Manifest }[], kind: string): Manifest[] {
  return manifests.map((entry) => entry.doc).filter((doc) => doc.kind === kind);
}

function named(manifests: { doc: Manifest }[], kind: string, name: string): Manifest {
  const found = ofKind(manifests, kind).find((doc) => doc.metadata?.name === name);
  if (!found) throw new Error(`${kind} ${name} is missing`);
  return found;
}

describe('Kubernetes manifests', () => {
  it('are valid YAML with the expected kinds', async () => {
    const manifests = await loadManifests();
    const kinds = manifests.map((entry) => `${entry.doc.kind}/${entry.doc.metadata?.name ?? ''}`).sort();
    expect(kinds).toEqual(
      [
        'ConfigMap/marketplace-config',
        'ConfigMap/remote-registry',
        'Deployment/api',
        'Deployment/render',
        'Deployment/web',
        'Ingress/marketplace',
        'Kustomization/',
        'Namespace/marketplace',
        'PodDisruptionBudget/api',
        'PodDisruptionBudget/render',
        'Service/api',
        'Service/render',
        'Service/web',
      ].sort(),
    );
    for (const { file, doc } of manifests) expect(typeof doc.apiVersion, file).toBe('string');
  });

  it('are all listed in the kustomization', async () => {
    const manifests = await loadManifests();
    const [kustomization] = ofKind(manifests, 'Kustomization');
    const files = (await readdir(K8S)).filter(
      (name) => name.endsWith('.yaml') && name !== 'kustomization.yaml',
    );
    expect([...(kustomization?.resources ?? [])].sort()).toEqual(files.sort());
  });

  it('run the api as 2+ replicas, health-probed, with its connection strings and provider keys from a Secret', async () => {
    const api = named(await loadManifests(), 'Deployment', 'api');
    expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
    const [container] = api.spec.template.spec.containers;
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe.httpGet.path).toBe('/api/v1/health');
    }
    const secrets = [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'LIVEKIT_API_KEY',
      'LIVEKIT_API_SECRET',
    ];
    // Uploads in the bucket every pod shares: a pod's disk is scratch.
    const { data } = named(await loadManifests(), 'ConfigMap', 'marketplace-config');
    expect(data.S3_BUCKET).toBeTruthy();
    for (const variable of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const entry = container.env.find((candidate: Manifest) => candidate.name === variable);
      expect(entry?.valueFrom?.secretKeyRef, variable).toMatchObject({
        name: 'marketplace-secrets',
        optional: true,
      });
    }
    for (const variable of secrets) {
      const entry = container.env.find((candidate: Manifest) => candidate.name === variable);
      expect(entry?.valueFrom?.secretKeyRef?.name, variable).toBe('marketplace-secrets');
    }
  });

  it('run the page renderers on the image folders, the api Service and the registry the web pods serve', async () => {
    const manifests = await loadManifests();
    const render = named(manifests, 'Deployment', 'render');
    const [container] = render.spec.template.spec.containers;
    const env = Object.fromEntries(container.env.map((entry: Manifest) => [entry.name, entry.value]));
    const http = container.ports.find((port: Manifest) => port.name === 'http');
    expect(env.PORT).toBe(String(http.containerPort));
    // The folders and port of the image (Dockerfile, target render).
    const image = dockerfileEnv(await dockerStage('render'));
    for (const variable of ['PORT', 'DATA_DIR', 'SHELL_DIST'])
      expect(env[variable], variable).toBe(image[variable]);
    // The api through its Service, on a port it has.
    const apiUrl = new URL(env.API_URL);
    const apiService = named(manifests, 'Service', apiUrl.hostname);
    expect(apiService.spec.ports.map((port: Manifest) => port.port)).toContain(Number(apiUrl.port || 80));
    // The live registry where the renderer reads it, DATA_DIR/registry/remotes.json.
    const registry = render.spec.template.spec.volumes.find(
      (volume: Manifest) => volume.configMap?.name === 'remote-registry',
    );
    const mount = container.volumeMounts.find((entry: Manifest) => entry.name === registry.name);
    expect(mount.mountPath).toBe(`${env.DATA_DIR}/registry`);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/', port: 'http' });
    expect(container.resources.requests.cpu).toBeTruthy();
    expect(container.resources.limits.memory).toBeTruthy();
    // The web pods' nginx reaches the renderers and the api through their Services.
    const [web] = named(manifests, 'Deployment', 'web').spec.template.spec.containers;
    const webEnv = Object.fromEntries((web.env ?? []).map((entry: Manifest) => [entry.name, entry.value]));
    for (const [variable, service] of [
      ['RENDER_UPSTREAM', 'render'],
      ['API_UPSTREAM', 'api'],
    ] as const) {
      const { spec } = named(manifests, 'Service', service);
      expect(webEnv[variable], variable).toBe(`${service}:${spec.ports[0].port}`);
    }
    // Their page cache on scratch space of its own.
    const config = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8');
    const cachePath = /^proxy_cache_path (\S+) /m.exec(config)?.[1];
    const cacheMount = web.volumeMounts.find((entry: Manifest) => entry.mountPath === cachePath);
    const cacheVolume = named(manifests, 'Deployment', 'web').spec.template.spec.volumes.find(
      (volume: Manifest) => volume.name === cacheMount?.name,
    );
    expect(cacheVolume?.emptyDir, cachePath).toBeDefined();
  });

  it('select their pods by the labels the pods carry, on ports the containers name', async () => {
    const manifests = await loadManifests();
    const deployments = ofKind(manifests, 'Deployment');
    for (const deployment of deployments) {
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    }
    for (const service of ofKind(manifests, 'Service')) {
      const target = deployments.find((deployment) =>
        Object.entries(service.spec.selector).every(
          ([key, value]) => deployment.spec.template.metadata.labels[key] === value,
        ),
      );
      expect(target, service.metadata.name).toBeDefined();
      const portNames = target?.spec.template.spec.containers.flatMap((c: Manifest) =>
        c.ports.map((p: Manifest) => p.name),
      );
      for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    }
  });

  it('route /api/v1, robots.txt and the sitemap to the api and the rest to the web pods, through existing Service ports', async () => {
    const manifests = await loadManifests();
    const ingress = named(manifests, 'Ingress', 'marketplace');
    const paths: Manifest[] = ingress.spec.rules.flatMap((rule: Manifest) => rule.http.paths);
    expect(paths.map((entry) => [entry.path, entry.backend.service.name])).toEqual([
      ['/api/v1', 'api'],
      ['/robots.txt', 'api'],
      ['/sitemap.xml', 'api'],
      ['/', 'web'],
    ]);
    for (const entry of paths) {
      const service = named(manifests, 'Service', entry.backend.service.name);
      expect(service.spec.ports.map((port: Manifest) => port.name)).toContain(
        entry.backend.service.port.name,
      );
    }
  });

  it('refer only to ConfigMaps they define', async () => {
    const manifests = await loadManifests();
    const defined = ofKind(manifests, 'ConfigMap').map((map) => map.metadata.name);
    const referenced = ofKind(manifests, 'Deployment').flatMap((deployment) => [
      ...deployment.spec.template.spec.containers.flatMap((c: Manifest) =>
        (c.envFrom ?? []).map((source: Manifest) => source.configMapRef?.name).filter(Boolean),
      ),
      ...(deployment.spec.template.spec.volumes ?? [])
        .map((volume: Manifest) => volume.configMap?.name)
        .filter(Boolean),
    ]);
    expect(referenced.length).toBeGreaterThan(0);
    for (const name of referenced) expect(defined).toContain(name);
  });

  it('hold a registry listing every remote of the list, each at one manifest URL for everyone', async () => {
    const registry = parseDiscovery(
      JSON.parse(named(await loadManifests(), 'ConfigMap', 'remote-registry').data['remotes.json']),
    );
    expect(Object.keys(registry.microFrontends).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
    for (const remote of REMOTES) {
      const [only, ...others] = registry.microFrontends[remote.name] ?? [];
      expect(others).toEqual([]);
      expect(only?.url).toMatch(new RegExp(`/mf/${remote.folder}/[^/]+/mf-manifest\\.json$`));
      expect(only?.deployment).toEqual({ traffic: 100, default: true });
    }
  });
});

describe('container image definition', () => {
  it('copies every workspace manifest before npm ci, and defines the api, web and runner images', async () => {
    const dockerfile = await readFile(path.join(REPO_ROOT, 'deploy', 'container', 'Dockerfile'), 'utf8');
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    // COPY --parents is stable from Dockerfile syntax 1.20; one glob line copies every workspace.
    const syntax = /^# syntax=docker\/dockerfile:1\.(\d+)$/m.exec(dockerfile);
    expect(Number(syntax?.[1])).toBeGreaterThanOrEqual(20);
    expect(beforeInstall).toMatch(/^COPY --parents \*\/package\.json \.\/$/m);
    for (const workspace of await workspaceFolders()) {
      expect(existsSync(path.join(REPO_ROOT, workspace, 'package.json')), workspace).toBe(true);
      expect(workspace.split('/')).toHaveLength(1);
    }
    for (const target of ['api', 'web', 'render', 'runner'])
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
  });

  it('runs the page renderer on Node 24 as the api, with the shell built and the remotes published', async () => {
    const render = await dockerStage('render');
    const [base] = (await dockerStage('api')).split('\n');
    expect(render.split('\n')[0]).toBe(base?.replace(' AS api', ' AS render'));
    expect(render).toContain('COPY --from=deps /app/node_modules node_modules');
    const env = dockerfileEnv(render);
    expect(render).toContain(
      `COPY --from=build /app/shell/dist ${path.posix.relative('/app', env.SHELL_DIST ?? '')}`,
    );
    expect(render).toContain(
      `COPY --from=build /app/publish ${path.posix.relative('/app', env.DATA_DIR ?? '')}`,
    );
    expect(render).toMatch(/^COPY deploy deploy$/m);
    expect(render).toMatch(/^COPY shared-contracts shared-contracts$/m);
    expect(render).toMatch(/^USER node$/m);
    expect(render).toContain(`EXPOSE ${env.PORT}`);
    expect(render).toContain('CMD ["node", "deploy/render/main.ts"]');
  });
});

/** One stage of the Dockerfile, from its FROM line to the next. */
async function dockerStage(target: string): Promise<string> {
  const dockerfile = await readFile(path.join(REPO_ROOT, 'deploy', 'container', 'Dockerfile'), 'utf8');
  const start = dockerfile.search(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
  expect(start, target).toBeGreaterThanOrEqual(0);
  const next = dockerfile.slice(start + 1).search(/^FROM /m);
  return next < 0 ? dockerfile.slice(start) : dockerfile.slice(start, start + 1 + next);
}

/** The variables a stage's ENV lines set (`ENV A=1 B=2`). */
function dockerfileEnv(stage: string): Record<string, string> {
  const lines = stage.split('\n').filter((line) => line.startsWith('ENV '));
  return Object.fromEntries(
    lines
      .flatMap((line) => line.slice(4).trim().split(/\s+/))
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
}

describe('the one list of remotes (shared-contracts REMOTE_LIST)', () => {
  it('names every remote workspace, and only those', async () => {
    const remoteWorkspaces = (await workspaceFolders()).filter((folder) => folder.startsWith('mf-'));
    expect([...REMOTE_LIST].sort()).toEqual(remoteWorkspaces.sort());
  });

  it('gives each remote its folder as package name and its snake_case container name', async () => {
    for (const folder of REMOTE_LIST) {
      const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, folder, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(folder);
      expect(REMOTE_FOLDERS[containerNameOf(folder)]).toBe(folder);
      const config = await readFile(path.join(REPO_ROOT, folder, 'webpack.config.mjs'), 'utf8');
      expect(config, `${folder} builds with the kit's remote config`).toContain('createRemoteConfig(');
    }
    expect(Object.keys(REMOTE_FOLDERS).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
  });
});

/** The root package's workspaces, globs expanded to the folders that hold a package.json. */
async function workspaceFolders(): Promise<string[]> {
  const root = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const folders: string[] = [];
  for (const pattern of root.workspaces) {
    if (!pattern.includes('*')) {
      folders.push(pattern);
      continue;
    }
    const matcher = new RegExp(`^${pattern.replaceAll('*', '[^/]+')}$`);
    const entries = await readdir(REPO_ROOT, { withFileTypes: true });
    for (const entry of entries) {
      if (
        entry.isDirectory() &&
        matcher.test(entry.name) &&
        existsSync(path.join(REPO_ROOT, entry.name, 'package.json'))
      )
        folders.push(entry.name);
    }
  }
  return folders;
}

describe('nginx configuration', () => {
  it('caches as the runner does: the same file names are immutable', async () => {
    const config = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8');
    const patterns = [...config.matchAll(/location ~ "([^"]+)"/g)].map((match) => new RegExp(match[1] ?? ''));
    expect(patterns.length).toBeGreaterThan(0);
    const samples = [
      '/512.f3a9c0d18e2b.js',
      '/mf/mf-discovery/0.1.0-58a7a98d/__federation_expose_X.facb7a55ff9a.js',
      '/mf/mf-discovery/0.1.0-58a7a98d/remoteEntry.js',
      '/mf/mf-discovery/0.1.0-58a7a98d/mf-manifest.json',
      '/main.js',
      '/index.html',
      '/assets/logo.0a1b2c3d4e5f.svg',
      '/vendor.abc1234.js',
    ];
    for (const pattern of patterns) {
      for (const sample of samples) {
        expect(pattern.test(sample), `${pattern} on ${sample}`).toBe(cacheControlFor(sample) === IMMUTABLE);
      }
    }
  });

  it('proxies the api with WebSocket upgrade and serves the remotes and registry', async () => {
    const config = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8');
    expect(config).toMatch(
      /location \/api\/ \{[^}]*proxy_pass http:\/\/marketplace_api;[^}]*Upgrade \$http_upgrade/,
    );
    expect(config).toMatch(/upstream marketplace_api \{(\s*[^}]*server [^;]+;){2,}/);
    const rootFiles = String.raw`location ~ ^/(robots\.txt|sitemap\.xml)$ {`;
    expect(config.split(rootFiles)[1]?.split('}')[0]).toContain('proxy_pass http://marketplace_api;');
    expect(config).toMatch(/location = \/remotes\.json \{[^}]*no-cache/);
    expect(config).toMatch(/location \/mf\/ \{[^}]*Access-Control-Allow-Origin/);
    const opened = config.split('{').length;
    expect(opened).toBe(config.split('}').length);
  });

  it('adds the security headers of the one definition to every block that answers from files', async () => {
    const committed = await readFile(
      path.join(REPO_ROOT, 'deploy', 'nginx', 'security-headers.conf.template'),
      'utf8',
    );
    expect(committed, 'run npm run nginx:headers -w deploy').toBe(nginxSecurityHeaders());
    const config = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8');
    // Each block's own lines (its nested blocks apart): one with add_header lines of its own drops
    // the inherited ones, so it must include the headers itself; the api's block adds none.
    const blocks: { head: string; own: string[] }[] = [];
    const open: { head: string; own: string[] }[] = [];
    for (const raw of config.split('\n')) {
      const line = raw.replace(/#.*/, '').trim();
      if (line.endsWith('{')) {
        const block = { head: line, own: [] };
        open.push(block);
        blocks.push(block);
      } else if (line === '}') open.pop();
      else if (line) open.at(-1)?.own.push(line);
    }
    const include = `include ${SECURITY_HEADERS_INCLUDE};`;
    const withHeaders = blocks.filter((block) => block.own.some((line) => line.startsWith('add_header')));
    expect(withHeaders.length).toBeGreaterThanOrEqual(5);
    for (const block of withHeaders) expect(block.own, block.head).toContain(include);
    const api = blocks.find((block) => block.head.startsWith('location /api/'));
    expect(api?.own.some((line) => line.startsWith('add_header') || line.startsWith('include'))).toBe(false);
    const unavailable = blocks.find((block) => block.head.startsWith('location @api_unavailable'));
    expect(unavailable?.own).toContain(include);
    expect(api?.own).toContain('error_page 502 504 = @api_unavailable;');
    const dockerfile = await readFile(path.join(REPO_ROOT, 'deploy', 'container', 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(
      `COPY deploy/nginx/security-headers.conf.template ${SECURITY_HEADERS_TEMPLATE}`,
    );
    expect(dockerfile).toMatch(/CMD \["start-web"\]/);
  });

  it("fills the deployment's origins into the include at the web image's start", async () => {
    const start = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'start-web.sh'), 'utf8');
    // envsubst with the list: nothing else of the template (nginx's own $variables) is touched.
    expect(start).toContain(`envsubst '${DEPLOYMENT_ORIGINS.remotes} ${DEPLOYMENT_ORIGINS.livekit}'`);
    expect(start).toContain(`< ${SECURITY_HEADERS_TEMPLATE}`);
    expect(start).toContain(`> ${SECURITY_HEADERS_INCLUDE}`);
    const template = nginxSecurityHeaders();
    const csp = template.split('\n').find((line) => line.startsWith('add_header Content-Security-Policy'));
    for (const directive of ['script-src', 'style-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*\\$\\{CSP_REMOTE_ORIGINS\\}`));
    expect(csp).toMatch(/connect-src [^;]*\$\{CSP_LIVEKIT_ORIGINS\}/);
    const manifests = await loadManifests();
    const [web] = named(manifests, 'Deployment', 'web').spec.template.spec.containers;
    expect(web.envFrom).toContainEqual({ configMapRef: { name: 'marketplace-config' } });
    const { data } = named(manifests, 'ConfigMap', 'marketplace-config');
    expect(data.CSP_REMOTE_ORIGINS).toMatch(/^https:\/\//);
    expect(data.CSP_LIVEKIT_ORIGINS).toBe(
      `${data.LIVEKIT_URL} ${data.LIVEKIT_URL.replace(/^wss:/, 'https:')}`,
    );
  });
});

describe("the web image's upstreams", () => {
  it('are pointed at the api and renderer Services at its start, when API_UPSTREAM and RENDER_UPSTREAM say so', async () => {
    const start = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'start-web.sh'), 'utf8');
    const dockerfile = await readFile(path.join(REPO_ROOT, 'deploy', 'container', 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('COPY deploy/nginx/marketplace.conf /etc/nginx/conf.d/default.conf');
    expect(dockerfile).toContain('COPY deploy/nginx/point-upstreams.sh /usr/local/bin/point-upstreams');
    expect(start.indexOf('point-upstreams /etc/nginx/conf.d/default.conf')).toBeGreaterThan(0);
    expect(start.indexOf('point-upstreams')).toBeLessThan(start.indexOf('exec nginx'));

    const original = await readFile(path.join(REPO_ROOT, 'deploy', 'nginx', 'marketplace.conf'), 'utf8');
    const file = path.join(await tempFolder(), 'default.conf');
    await writeFile(file, original);
    const point = (env: Record<string, string>) => {
      execFileSync('sh', [path.join(REPO_ROOT, 'deploy', 'nginx', 'point-upstreams.sh'), file], {
        env: { PATH: process.env.PATH, ...env },
      });
      return readFile(file, 'utf8');
    };
    expect(await point({})).toBe(original);
    const services = { API_UPSTREAM: 'api:80', RENDER_UPSTREAM: 'render:80' };
    const pointed = await point(services);
    // Twice is the same as once (a restarted container runs its start again).
    expect(await point(services)).toBe(pointed);
    const servers = (name: string, config: string) =>
      /upstream \S+ \{([^}]*)\}/
        .exec(config.slice(config.indexOf(`upstream ${name} {`)))?.[1]
        ?.split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('server '));
    expect(servers('marketplace_api', pointed)).toEqual(['server api:80;']);
    expect(servers('marketplace_render', pointed)).toEqual(['server render:80;']);
    expect(servers('marketplace_render', original)?.length).toBeGreaterThanOrEqual(2);
    // Nothing else changes.
    const withoutServers = (config: string) =>
      config
        .split('\n')
        .filter((line) => !/^\s+server \S+/.test(line))
        .join('\n');
    expect(withoutServers(pointed)).toBe(withoutServers(original));
  });
});

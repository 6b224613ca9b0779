import { EARLY_INPUT_SCRIPT } from 'shared-contracts/page-render';
import { describe, expect, it } from 'vitest';
import { type PageDocumentParts, pageDocument } from '../render/page-document.ts';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><title>Ana</title><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const PARTS: PageDocumentParts = {
  locale: 'es',
  data: { about: 'I teach </script><script>alert(1)</script>' },
  registry: { mf_discovery: '/mf/mf-discovery/1.0.0-abc/mf-manifest.json' },
  pins: {
    versions: { mf_discovery: '1.0.0-abc' },
    integrity: { '/mf/mf-discovery/1.0.0-abc/remoteEntry.js': 'sha384-entry' },
    fallbacks: {},
    mirrors: {},
  },
  assets: {
    styles: ['/mf/mf-discovery/1.0.0-abc/79.css'],
    scripts: ['/mf/mf-discovery/1.0.0-abc/remoteEntry.js'],
  },
  scriptsAtFirstAct: true,
};

const htmlOf = (document: { before: string; after: string }) =>
  `${document.before}<main>content</main>${document.after}`;

describe('the document around a server-rendered page', () => {
  const html = htmlOf(pageDocument(SHELL_PAGE, PARTS));

  it('wraps the content in the root element, in the page’s language', () => {
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<div id="root"><main>content</main></div></body></html>');
  });

  it('links the rendered remotes’ styles in the head, and keeps every script for the visitor’s first act', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/mf/mf-discovery/1.0.0-abc/79.css">');
    const kept = /<template id="app-scripts">(.*?)<\/template>/.exec(head)?.[1];
    expect(kept).toBe(
      '<script defer src="/main.js"></script>' +
        '<link rel="preload" as="script" href="/mf/mf-discovery/1.0.0-abc/remoteEntry.js" integrity="sha384-entry" crossorigin="anonymous">',
    );
    // Nothing outside the template loads a script at once.
    expect(html.replace(/<template id="app-scripts">.*?<\/template>/, '')).not.toMatch(
      /src="\/main\.js"|as="script"/,
    );
  });

  it('loads the scripts at once when a part of the page was left to the browser', () => {
    const partial = htmlOf(pageDocument(SHELL_PAGE, { ...PARTS, scriptsAtFirstAct: false }));
    expect(partial).not.toContain('<template');
    const head = partial.slice(0, partial.indexOf('</head>'));
    expect(head).toContain('<script defer src="/main.js"></script>');
    expect(head).toContain(
      '<link rel="preload" as="script" href="/mf/mf-discovery/1.0.0-abc/remoteEntry.js" integrity="sha384-entry" crossorigin="anonymous">',
    );
    expect(head).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
  });

  it('keeps the islands build’s scripts instead, for a page hydrated as islands: no app, no remote', () => {
    const islands = htmlOf(
      pageDocument(SHELL_PAGE, {
        ...PARTS,
        assets: { styles: [], scripts: [] },
        islandScripts: ['/islands/islands.abc.js'],
      }),
    );
    const kept = /<template id="app-scripts">(.*?)<\/template>/.exec(islands)?.[1];
    expect(kept).toBe('<script src="/islands/islands.abc.js"></script>');
    // The app's scripts wait apart, for a part that hands the page over to the app (the experts' sign-up).
    const app = /<template id="app-takeover-scripts">(.*?)<\/template>/.exec(islands)?.[1];
    expect(app).toMatch(/<script\b[^>]*src="[^"]*main[^"]*"/);
    const outside = islands.replace(/<template id="app(-takeover)?-scripts">.*?<\/template>/g, '');
    expect(outside).not.toMatch(/src="|as="script"/);
  });

  it('holds clicks made before hydration with its one inline script, in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('hands the data and the registry over as JSON no text can break out of', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ about: 'I teach </script><script>alert(1)</script>' });
    const registry = /<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(registry ?? 'null')).toEqual({
      mf_discovery: '/mf/mf-discovery/1.0.0-abc/mf-manifest.json',
    });
    const pins = /<script type="application\/json" id="remote-release">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(pins ?? 'null')).toEqual(PARTS.pins);
  });

  it('refuses a shell page without its root element', () => {
    expect(() =>
      pageDocument('<html><body></body></html>', {
        locale: 'en',
        data: {},
        registry: {},
        pins: { versions: {}, integrity: {}, fallbacks: {}, mirrors: {} },
        assets: { styles: [], scripts: [] },
        scriptsAtFirstAct: true,
      }),
    ).toThrow('root');
  });
});

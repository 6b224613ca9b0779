// Types of the build helpers (the helpers themselves are plain .mjs, run by Node at build time).

import type { Plugin } from 'vite';
import type { Configuration } from 'webpack';

export interface AppConfigOptions {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  entry?: string;
  title?: string;
  html?: boolean;
  /** URL prefix of the scripts index.html loads ('/' for an app at the site root with deep paths). */
  htmlPublicPath?: string;
  /** Production CSS in files of its own instead of injected by JS (the host). */
  extractCss?: boolean;
  runtimePlugins?: string[];
  port?: number;
  proxy?: Record<string, string>;
}

export function createAppConfig(
  options: AppConfigOptions,
): (env: unknown, argv: { mode?: string }) => Configuration;

export function sharedConfig(pkg: {
  dependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string | false }>;

/** Vite/Vitest plugin: Lingui macros through Babel on .ts/.tsx, `.po` imports compiled to `{ messages }`. */
export function linguiVitest(dir?: string): Plugin[];

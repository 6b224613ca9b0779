// Types of the build helpers (the helpers themselves are plain .mjs, run by Node at build time).
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
  /** With extractCss: the CSS of the app's lazy parts goes in one file the page links too. */
  cssWithEntry?: boolean;
  runtimePlugins?: string[];
  /** 'provide': the host gives the remotes its federation runtime; 'use': a remote's production build takes it. */
  federationRuntime?: 'provide' | 'use';
  /** The host: trimmed copies of the trimmable shared packages, from the imports under these folders. */
  trimmedShared?: { roots: string[] };
  /** The contract the build was made against, written as contract.json (and compiled in: define). */
  contractRecord?: { contract: object; define?: boolean };
  port?: number;
  proxy?: Record<string, string>;
}

export type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

export function createAppConfig(options: AppConfigOptions): ConfigFactory;

export function createRemoteConfig(options: {
  dir: string;
  port: number;
  exposes: Record<string, string>;
  /** Modules the shell renders on the server: the remote then builds dist/server/ too. */
  serverExposes?: string[];
}): ConfigFactory | ConfigFactory[];

export const SERVER_FOLDER: 'server';

export function createServerConfig(options: {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  entry?: Record<string, string>;
}): ConfigFactory;

export function containerNameOf(folder: string): string;

export function sharedConfig(pkg: {
  dependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string | false }>;

/** The file a build writes with the contract it was built against. */
export const CONTRACT_FILE: 'contract.json';

/** The shell's contract record: the context it gives and every module's fingerprint as it calls them. */
export function shellContract(): { sharedContracts: string; shell: string; provides: Record<string, string> };

export interface IslandsConfigOptions {
  dir: string;
  name: string;
  /** The islands' entry module. */
  entry: string;
  /** Module replacements for the islands build only. */
  alias?: Record<string, string>;
}

/** The islands build: a script of its own, no Module Federation (create-islands-config.mjs). */
export function createIslandsConfig(options: IslandsConfigOptions): ConfigFactory;
export const ISLANDS_FOLDER: string;
export const ISLANDS_SCRIPTS_FILE: string;

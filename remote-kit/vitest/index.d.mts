import type { Plugin } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export function appVitestConfig(options?: { setupFiles?: string[]; include?: string[] }): ViteUserConfig;

/** Vite/Vitest plugins: Lingui macros through Babel on .ts/.tsx, `.po` imports compiled to `{ messages }`. */
export function linguiVitest(): Plugin[];

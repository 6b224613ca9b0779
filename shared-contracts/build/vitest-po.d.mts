import type { Plugin } from 'vite';

/** Vite/Vitest plugin compiling `.po` imports to `{ messages }` (see vitest-po.mjs). */
export function linguiPoVitest(): Plugin;

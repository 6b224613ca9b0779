// Module resolution hook: Lingui's packages get `node:fs` and `node:fs/promises` with Node 22's
// glob functions added (see fs.mjs and fs-promises.mjs).
const SHIMS = {
  'node:fs': new URL('./fs.mjs', import.meta.url).href,
  fs: new URL('./fs.mjs', import.meta.url).href,
  'node:fs/promises': new URL('./fs-promises.mjs', import.meta.url).href,
  'fs/promises': new URL('./fs-promises.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
  const shim = SHIMS[specifier];
  if (shim && context.parentURL?.includes('/@lingui/')) return { url: shim, shortCircuit: true };
  return nextResolve(specifier, context);
}

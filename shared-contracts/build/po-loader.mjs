import { compilePoCatalog } from './lingui-po.mjs';

/**
 * webpack loader for `.po` catalogs (Node 20 stand-in for @lingui/loader, see lingui-po.mjs).
 * @this {import('webpack').LoaderContext<unknown>}
 */
export default function poLoader() {
  const callback = this.async();
  compilePoCatalog(this.resourcePath).then(
    ({ code, dependencies }) => {
      for (const file of dependencies) this.addDependency(file);
      callback(null, code);
    },
    (error) => callback(error),
  );
}

import { createRequire } from 'node:module';

// Loaders and Babel plugins belong to the kit: every app builds with the same ones.
const require = createRequire(import.meta.url);

/** TypeScript and Lingui macros through Babel: the same for the browser and the server builds. */
export function babelRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules\/(?!shared-contracts)/,
    use: {
      loader: require.resolve('babel-loader'),
      options: {
        babelrc: false,
        configFile: false,
        presets: [
          [
            require.resolve('@babel/preset-typescript'),
            { allowDeclareFields: true, onlyRemoveTypeImports: true },
          ],
          [require.resolve('@babel/preset-react'), { runtime: 'automatic', development: !production }],
        ],
        plugins: [require.resolve('@lingui/babel-plugin-lingui-macro')],
      },
    },
  };
}

/**
 * css-loader's module options. The server build must name classes as the browser build does: the
 * HTML rendered on the server is styled by the browser build's sheets.
 */
export function cssModuleOptions(production) {
  return {
    namedExport: false,
    localIdentName: production ? '[hash:base64:8]' : '[name]__[local]',
  };
}

/**
 * CSS for a build whose page already has the browser build's sheets (the server's, the islands'):
 * plain sheets (Mantine's) give nothing, modules give their class names, named as the browser's.
 */
export function classNamesOnlyCssRule(production) {
  return {
    test: /\.css$/,
    use: {
      loader: require.resolve('css-loader'),
      options: {
        modules: { ...cssModuleOptions(production), auto: /\.module\.css$/, exportOnlyLocals: true },
      },
    },
  };
}

/** What the browser and the server builds of an app tell Module Federation alike. */
export function federationBase(options, shared) {
  return {
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes ?? {},
    remotes: {},
    shared,
    shareStrategy: 'loaded-first',
    dts: false,
  };
}

/**
 * The project's dependency rules, checked by `npm run deps` (part of `npm test`).
 * Paths are relative to the repository root, so the first segment of a path is its workspace.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-loop',
      comment: 'Two folders of one workspace must not need each other: one of them owns the concept.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-loop',
      comment: 'Modules that need each other cannot be read, tested or loaded one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-climbing-out',
      comment:
        'A workspace reaches another only through its package name and exports, never by a relative path.',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'no-remote-to-remote',
      comment:
        'Remotes are built and released apart: one meets another only through federation and shared-contracts, never by an import.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^mf-', pathNot: '^$1/' },
    },
    {
      name: 'api-contract-root-only',
      comment:
        "The api takes shared-contracts' root entry only: its other entries are for screens (React, forms, hooks).",
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^shared-contracts/', pathNot: '^shared-contracts/src/index\\.ts$' },
    },
    {
      name: 'contract-root-without-react',
      comment:
        'What the root entry of shared-contracts reaches must load in Node without React (the api uses it).',
      severity: 'error',
      from: { path: '^shared-contracts/src/(?!react/|forms/)' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|react-router|@mantine/[^/]+|react-hook-form|@lingui/react)/',
      },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // trimmed-shared-copies: written by the shell's build (remote-kit/webpack/trimmed-shared.mjs).
      to: { couldNotResolve: true, dependencyTypesNot: ['type-only'], pathNot: '^trimmed-shared-copies$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Declaration files (.d.mts beside a .mjs) hold types only, and Babel reads them as JavaScript.
    exclude: {
      path: ['(^|/)(node_modules|dist|coverage|test-results|playwright-report|\\.data)/', '\\.d\\.[mc]?ts$'],
    },
    tsPreCompilationDeps: true,
    // TypeScript 7 has no JavaScript compiler api for the cruiser to use: Babel strips the types
    // (keeping the value imports) and swc makes .ts and .tsx files scannable.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

// Shared singletons of every Module Federation app (ARCHITECTURE §9). Versions come from the app's
// own package.json, so each app builds and deploys alone. react-hook-form is one of them: a remote's
// form hands its `control` to the contract's fields (shared-contracts/forms, the shell's instance),
// and two copies on one page cost its ~12 KB twice (the experts' sign-up loaded both).
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@lingui/core',
  '@lingui/react',
  'swr',
  'react-hook-form',
  'dayjs',
  'dayjs/',
  'shared-contracts',
  'shared-contracts/react',
  'shared-contracts/forms',
];

/** `react-dom/` → `react-dom`, `@mantine/core` → `@mantine/core`, `shared-contracts/react` → `shared-contracts`. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the app's package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: boolean }>}
 */
export function sharedConfig(pkg) {
  const deps = pkg.dependencies ?? {};
  /** @type {Record<string, { singleton: true, requiredVersion: string | false }>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const name = packageOf(key);
    const version = deps[name] ?? (name === 'react-router' ? deps['react-router-dom'] : undefined);
    if (!version && name !== 'react-router') continue;
    shared[key] = { singleton: true, requiredVersion: version ? `^${version}` : false };
  }
  return shared;
}

export * from './load-remote.ts';
export * from './registry.ts';
export * from './remote-catalogs.ts';

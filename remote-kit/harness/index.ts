export * from './mount.tsx';
export * from './RemoteHarness.tsx';

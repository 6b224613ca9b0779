export * from './HarnessBar.tsx';
export * from './mount.tsx';
export * from './RemoteHarness.tsx';

export * from './fake-api.ts';
export * from './render-with-shell.tsx';

export * from './remote-catalog-gate.tsx';
export * from './shell-context.tsx';

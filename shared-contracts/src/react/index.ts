export * from './price-lines.tsx';
export * from './realtime-hub.ts';
export * from './reference.ts';
export * from './remote-boundary.tsx';
export * from './remote-catalog-gate.tsx';
export * from './remote-failure.tsx';
export * from './remote-view.tsx';
export * from './shell-context.tsx';

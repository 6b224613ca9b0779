export * from './shell-context.tsx';

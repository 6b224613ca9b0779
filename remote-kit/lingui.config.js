export { default } from './lingui/config.mjs';

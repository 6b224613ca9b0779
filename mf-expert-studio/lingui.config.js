export { default } from 'remote-kit/lingui';

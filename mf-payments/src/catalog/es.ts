export { messages } from '../locales/es/messages.po';

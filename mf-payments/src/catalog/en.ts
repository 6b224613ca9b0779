export { messages } from '../locales/en/messages.po';

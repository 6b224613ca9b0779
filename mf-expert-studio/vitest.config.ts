import { appVitestConfig } from 'remote-kit/vitest';

export default appVitestConfig();

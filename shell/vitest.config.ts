import { appVitestConfig } from 'remote-kit/vitest';

export default appVitestConfig({ setupFiles: ['./src/test/setup.ts'] });

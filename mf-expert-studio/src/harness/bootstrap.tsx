import { mountHarness } from 'remote-kit/harness';
import { HarnessApp } from './HarnessApp.tsx';

mountHarness(<HarnessApp />);

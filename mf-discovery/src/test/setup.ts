import 'shared-contracts/build/jsdom-mantine';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

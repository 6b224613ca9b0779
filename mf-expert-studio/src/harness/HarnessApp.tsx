import { Container, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { catalogs } from '../i18n/catalogs.ts';
import FundsRequest from '../routes/FundsRequest.tsx';
import Profits from '../routes/Profits.tsx';

const PROFITS = '/experts/app/profits';
const FUNDS = `${PROFITS}/request-withdraw`;

/** The remote alone (`npm run dev -w mf-expert-studio`): the shell's providers from the remote kit. */
export function HarnessApp() {
  const [screen, setScreen] = useState<'profits' | 'funds'>('profits');
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="mf-expert-studio" />
      <Container size="lg" pt="md">
        <SegmentedControl
          value={screen}
          onChange={(value) => setScreen(value as 'profits' | 'funds')}
          data={[
            { value: 'profits', label: 'Profits' },
            { value: 'funds', label: 'Request funds' },
          ]}
        />
      </Container>
      {screen === 'profits' ? <Profits fundsRequestPath={FUNDS} /> : <FundsRequest profitsPath={PROFITS} />}
    </RemoteHarness>
  );
}

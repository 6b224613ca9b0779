import { Container, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { catalogs } from '../i18n/catalogs.ts';
import Meetings from '../routes/Meetings.tsx';
import SoonMeetings from '../widgets/SoonMeetings.tsx';
import TodayMeetings from '../widgets/TodayMeetings.tsx';

/** The remote alone (`npm run dev -w mf-meetings`): the shell's providers from the remote kit. */
export function HarnessApp() {
  const [area, setArea] = useState<'customer' | 'expert'>('customer');
  const base = area === 'customer' ? '/customer/app/meetings' : '/experts/app/meetings';
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="mf-meetings" />
      <Container size="md" pt="md">
        <SegmentedControl
          value={area}
          onChange={(value) => setArea(value as 'customer' | 'expert')}
          data={[
            { value: 'customer', label: 'Customer' },
            { value: 'expert', label: 'Expert' },
          ]}
        />
        <Stack mt="md">
          <TodayMeetings area={area} />
          <SoonMeetings area={area} meetingsPath={base} />
        </Stack>
      </Container>
      <Meetings key={area} area={area} expertSearchPath="/customer/app/experts" />
    </RemoteHarness>
  );
}

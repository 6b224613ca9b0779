import { Container } from '@mantine/core';
import type { MeetingsProps } from 'shared-contracts';
import { MeetingsCatalog } from '../i18n/MeetingsCatalog.tsx';
import { MeetingsScreen } from '../meetings/MeetingsScreen.tsx';

/** `./Meetings`: /customer/app/meetings and /experts/app/meetings, the signed-in user's meetings. */
export default function Meetings(props: MeetingsProps) {
  return (
    <MeetingsCatalog>
      <Container size="md" py="xl" px="md">
        <MeetingsScreen {...props} />
      </Container>
    </MeetingsCatalog>
  );
}

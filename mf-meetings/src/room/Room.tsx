import { Container } from '@mantine/core';
import type { RoomProps } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { catalogs } from '../i18n/catalogs.ts';
import { RoomScreen } from './RoomScreen.tsx';

/** `./Room`: /customer/app/meetings/room/:id and /experts/app/meetings/room/:id, a meeting's video call. */
export default function Room(props: RoomProps) {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="lg" py={{ base: 'sm', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <RoomScreen {...props} />
      </Container>
    </RemoteCatalogGate>
  );
}

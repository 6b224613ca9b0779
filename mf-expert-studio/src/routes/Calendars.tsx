import { Container } from '@mantine/core';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { CalendarsScreen } from '../calendars/CalendarsScreen.tsx';
import { catalogs } from '../i18n/catalogs.ts';

/** `./Calendars`: /experts/app/calendars, the expert's CalDAV accounts (issue 35). */
export default function Calendars() {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <Container size="md" py="xl" px="md">
        <CalendarsScreen />
      </Container>
    </RemoteCatalogGate>
  );
}

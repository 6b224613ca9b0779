import { Container } from '@mantine/core';
import type { BookingProps } from 'shared-contracts';
import { BookingScreen } from '../booking/BookingScreen.tsx';
import { BookingCatalog } from '../i18n/BookingCatalog.tsx';

/** `./Booking`: /customer/app/experts/:id/booking, the two-step booking of an expert. */
export default function Booking(props: BookingProps) {
  return (
    <BookingCatalog>
      <Container size="sm" py="xl">
        <BookingScreen {...props} />
      </Container>
    </BookingCatalog>
  );
}

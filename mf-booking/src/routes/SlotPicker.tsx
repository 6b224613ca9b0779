import { DatesProvider } from '@mantine/dates';
import type { SlotPickerProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { StandaloneSlotPicker } from '../booking/StandaloneSlotPicker.tsx';
import { BookingCatalog } from '../i18n/BookingCatalog.tsx';

/**
 * `./SlotPicker`: the booking's time zone, date and hour picking, for another remote's screen.
 * It brings its own dates settings (the booking screen sets them around its steps), so the date
 * field speaks the page's language wherever it is shown.
 */
export default function SlotPicker(props: SlotPickerProps) {
  const { locale } = useShell();
  return (
    <BookingCatalog>
      <DatesProvider settings={{ locale }}>
        <StandaloneSlotPicker {...props} />
      </DatesProvider>
    </BookingCatalog>
  );
}

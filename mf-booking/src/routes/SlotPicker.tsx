import type { SlotPickerProps } from 'shared-contracts';
import { StandaloneSlotPicker } from '../booking/StandaloneSlotPicker.tsx';
import { BookingCatalog } from '../i18n/BookingCatalog.tsx';

/** `./SlotPicker`: the booking's time zone, date and hour picking, for another remote's screen. */
export default function SlotPicker(props: SlotPickerProps) {
  return (
    <BookingCatalog>
      <StandaloneSlotPicker {...props} />
    </BookingCatalog>
  );
}

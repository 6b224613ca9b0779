import { Radio } from '@mantine/core';
import type { SlotPickerProps, TimeSlot } from 'shared-contracts';
import { vi } from 'vitest';

/** A free hour as mf_booking's picker reports it: expert-side times, converted ones 7 hours later. */
export function aPickedSlot(date: string, hour: string): TimeSlot {
  const [h = 0, m = 0] = hour.split(':').map(Number);
  const wall = (plus: number) => {
    const total = h * 60 + m + plus;
    return `${date} ${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return {
    start_time: wall(0),
    end_time: wall(15),
    start_time_converted: wall(7 * 60),
    end_time_converted: wall(7 * 60 + 15),
    starts_at: `${date}T00:00:00.000Z`,
    ends_at: `${date}T00:15:00.000Z`,
  };
}

/** The two hours the fake picker offers, on 2030-05-20 expert-side. */
export const FAKE_PICKER_SLOTS = [aPickedSlot('2030-05-20', '09:00'), aPickedSlot('2030-05-20', '09:30')];

/** The props of each render of the fake picker (the source asked for); tests clear it. */
export const slotPickerRenders = vi.fn<(props: SlotPickerProps) => void>();

/** mf_booking's `./SlotPicker`: two hours (radios named by their expert-side start); a pick reports its slot. */
export function FakeSlotPicker(props: SlotPickerProps) {
  slotPickerRenders(props);
  return (
    <Radio.Group
      label="Hour"
      onChange={(value) =>
        props.onChange(FAKE_PICKER_SLOTS.find((slot) => slot.start_time === value) ?? null)
      }
    >
      {FAKE_PICKER_SLOTS.map((slot) => (
        <Radio key={slot.start_time} value={slot.start_time} label={slot.start_time} />
      ))}
    </Radio.Group>
  );
}

/**
 * mf_booking as a screen that moves a meeting loads it (the fake picker above). Pass `loadRemote`
 * (as the context's `LoadRemote`) to `renderWithShell`.
 */
export function fakeMfBooking() {
  const load = async (_remote: string, _module: string) => ({ default: FakeSlotPicker });
  return { load, loadRemote: vi.fn(load) };
}

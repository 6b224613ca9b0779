import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { SlotSource, TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useDays } from '../api/useDays.ts';
import { useSlots } from '../api/useSlots.ts';
import { dayOf, formatLongDate, hourOf, LONG_DATE, todayIn } from '../format/dates.ts';
import { ExpertTime } from './ExpertTime.tsx';
import { TimeZoneSelect, zoneName } from './TimeZoneSelect.tsx';

export interface DateHourPickerProps {
  /** Where the free days and hours come from (the booking's rate, or a meeting's move). */
  source: SlotSource;
  /** The zone the dates and hours are read in. */
  zone: string;
  /** The profile's zone: the default, first in the zone list. */
  profileZone: string;
  /** A calendar day of `zone`. */
  date: string | null;
  /** HH:mm in `zone`. */
  hour: string | null;
  /** The last day offered (yyyy-MM-dd); none: the free days alone decide. */
  maxDate?: string;
  /** Shown on the hours (e.g. 'Select an hour'). */
  hourError?: string;
  /** Shown on the date (Continue pressed before a date was picked). */
  dateError?: string;
  onZoneChange(zone: string): void;
  onDateChange(date: string | null): void;
  /** An hour was picked: HH:mm in `zone`, and its slot (the expert-side times the api takes). */
  onHourChange(hour: string, slot: TimeSlot): void;
}

/**
 * The zone to read the times in, a date with free hours (others disabled, 'Next available'), and
 * one of the free hours starting on that date, each with the expert's local time below it.
 */
export function DateHourPicker(props: DateHourPickerProps) {
  const { source, zone, profileZone, date, hour, maxDate, hourError, dateError } = props;
  const { t } = useLingui();
  const { locale } = useShell();
  const slots = useSlots(source, date, zone);
  const zoneLabel = zoneName(zone);
  const longDate = date ? formatLongDate(date, locale) : '';
  const today = todayIn(zone);
  /** The month the picker shows (yyyy-MM): one days call per month shown and source. */
  const [month, setMonth] = useState(monthOf(date ?? today));
  useEffect(() => {
    if (date) setMonth(monthOf(date));
  }, [date]);
  const days = useDays(source, month, zone);
  const free = days.data && days.data.month === month ? new Set(days.data.days) : null;
  const nextAvailable = days.data?.next_available;
  const nextLong = nextAvailable ? formatLongDate(nextAvailable, locale) : '';

  return (
    <Stack gap="lg">
      <TimeZoneSelect value={zone} profileZone={profileZone} onChange={props.onZoneChange} />

      <DatePickerInput
        label={t`Date`}
        placeholder={t`Pick a date`}
        valueFormat={LONG_DATE}
        value={date}
        onChange={(value) => props.onDateChange(value)}
        minDate={today}
        maxDate={maxDate}
        date={`${month}-01`}
        onDateChange={(shown) => setMonth(monthOf(shown))}
        excludeDate={(day) => free !== null && !free.has(dayjs(day).format('YYYY-MM-DD'))}
        error={dateError}
        maw={360}
      />

      {nextAvailable ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setMonth(monthOf(nextAvailable));
              props.onDateChange(nextAvailable);
            }}
          >
            <Trans>Next available: {nextLong}</Trans>
          </Button>
        </Group>
      ) : nextAvailable === null ? (
        <Text c="dimmed" role="status">
          <Trans>No free hours in the coming weeks.</Trans>
        </Text>
      ) : null}

      {!date ? (
        <Text c="dimmed">
          <Trans>Pick a date to see the free hours.</Trans>
        </Text>
      ) : slots.isLoading ? (
        <Loader size="sm" aria-label={t`Loading hours`} />
      ) : slots.error ? (
        <Text c="dimmed">
          <Trans>The hours of this date could not be loaded.</Trans>
        </Text>
      ) : (slots.data ?? []).length === 0 ? (
        <Text c="dimmed">
          <Trans>No free hours on {longDate}. Try another date.</Trans>
        </Text>
      ) : (
        <Radio.Group
          label={t`Hour`}
          description={t`Times in ${zoneLabel}; the expert's local time below each.`}
          value={hour}
          onChange={(value) => {
            const slot = (slots.data ?? []).find((item) => hourOf(item.start_time_converted) === value);
            if (slot) props.onHourChange(value, slot);
          }}
          error={hourError}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm" mt="xs">
            {(slots.data ?? []).map((slot) => {
              const yours = `${hourOf(slot.start_time_converted)} – ${hourOf(slot.end_time_converted)}`;
              const otherDay =
                dayOf(slot.start_time_converted) !== date
                  ? ` (${formatLongDate(dayOf(slot.start_time_converted), locale)})`
                  : '';
              return (
                <Radio
                  key={slot.start_time}
                  value={hourOf(slot.start_time_converted)}
                  label={`${yours}${otherDay}`}
                  description={<ExpertTime slot={slot} />}
                />
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      )}
    </Stack>
  );
}

/** yyyy-MM-dd → yyyy-MM. */
function monthOf(date: string): string {
  return date.slice(0, 7);
}

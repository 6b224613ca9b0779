import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { type Expert, formatDollars, type Rate, type TimeSlot, translate } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useDays } from '../api/useDays.ts';
import { useSlots } from '../api/useSlots.ts';
import { bookableUntil, dayOf, formatLongDate, hourOf, LONG_DATE, todayIn } from '../format/dates.ts';
import { ExpertTime } from './ExpertTime.tsx';
import { TimeZoneSelect, zoneName } from './TimeZoneSelect.tsx';

interface SlotStepProps {
  expert: Expert;
  rates: Rate[];
  rate: Rate;
  /** The zone the dates and hours are read in (the chosen one, else the profile's). */
  zone: string;
  /** The profile's zone: the default, first in the zone list. */
  profileZone: string;
  /** A calendar day of `zone`. */
  date: string | null;
  /** HH:mm in `zone`. */
  hour: string | null;
  banner: string | null;
  /** The hold is being asked for: Continue waits. */
  holding?: boolean;
  onChange(next: { rate?: string; tz?: string | null; date?: string | null; hour?: string | null }): void;
  /** Continue with the chosen hour (in `zone`) and its slot (its expert-side date and hour are what is held). */
  onContinue(slot: TimeSlot, hour: string): void;
}

/**
 * Step 1: the rate, the zone to read the times in, a date inside the expert's booking window, and
 * one of the free hours starting on that date (dates and hours in the zone: see bookingSearch.ts).
 */
export function SlotStep(props: SlotStepProps) {
  const { expert, rates, rate, zone, profileZone, date, hour, banner, holding, onChange, onContinue } = props;
  const { t } = useLingui();
  const { locale } = useShell();
  const [triedContinue, setTriedContinue] = useState(false);
  // The URL commits the hour in a router transition; a Continue pressed before that commit must
  // still see the hour just picked, so the pick is also kept here and follows the URL's changes.
  const [picked, setPicked] = useState(hour);
  const [urlHour, setUrlHour] = useState(hour);
  if (hour !== urlHour) {
    setUrlHour(hour);
    setPicked(hour);
  }
  const slots = useSlots(expert.id, date, rate.slug, zone);
  const chosen = (slots.data ?? []).find((slot) => hourOf(slot.start_time_converted) === picked) ?? null;
  const zoneLabel = zoneName(zone);
  const longDate = date ? formatLongDate(date, locale) : '';
  const today = todayIn(zone);
  /** The month the picker shows (yyyy-MM): one days call per month shown and rate. */
  const [month, setMonth] = useState(monthOf(date ?? today));
  useEffect(() => {
    if (date) setMonth(monthOf(date));
  }, [date]);
  const days = useDays(expert.id, month, rate.slug, zone);
  const free = days.data && days.data.month === month ? new Set(days.data.days) : null;
  const nextAvailable = days.data?.next_available;
  const nextLong = nextAvailable ? formatLongDate(nextAvailable, locale) : '';
  const hourMissing = triedContinue && !chosen;

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t`Rate`}
        value={rate.slug}
        onChange={(slug) => onChange({ rate: slug, hour: null })}
      >
        <Stack gap="xs" mt="xs">
          {rates.map((item) => {
            const minutes = item.duration;
            return (
              <Radio
                key={item.slug}
                value={item.slug}
                label={`${item.name} · ${t`${minutes} min`}`}
                description={formatDollars(item.price ?? 0, locale)}
              />
            );
          })}
        </Stack>
      </Radio.Group>

      <TimeZoneSelect
        value={zone}
        profileZone={profileZone}
        onChange={(tz) => {
          setTriedContinue(false);
          onChange({ tz, hour: null });
        }}
      />

      <DatePickerInput
        label={t`Date`}
        placeholder={t`Pick a date`}
        valueFormat={LONG_DATE}
        value={date}
        onChange={(value) => onChange({ date: value, hour: null })}
        minDate={today}
        maxDate={bookableUntil(expert.subscription, zone)}
        date={`${month}-01`}
        onDateChange={(shown) => setMonth(monthOf(shown))}
        excludeDate={(day) => free !== null && !free.has(dayjs(day).format('YYYY-MM-DD'))}
        maw={360}
      />

      {nextAvailable ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setMonth(monthOf(nextAvailable));
              onChange({ date: nextAvailable, hour: null });
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
          value={picked}
          onChange={(value) => {
            setTriedContinue(false);
            setPicked(value);
            onChange({ hour: value });
          }}
          error={hourMissing ? translate('bookingSelectHour', locale) : undefined}
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

      {hourMissing && !slots.data?.length ? (
        <Text c="red" role="alert">
          {translate('bookingSelectHour', locale)}
        </Text>
      ) : null}

      {banner ? (
        <Alert color="red" role="alert">
          {banner}
        </Alert>
      ) : null}

      <Group>
        <Button
          loading={holding}
          onClick={() => {
            if (!picked || !chosen) {
              setTriedContinue(true);
              return;
            }
            onContinue(chosen, picked);
          }}
        >
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** yyyy-MM-dd → yyyy-MM. */
function monthOf(date: string): string {
  return date.slice(0, 7);
}

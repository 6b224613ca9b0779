import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type Expert,
  formatDollars,
  type Rate,
  rateName,
  type SlotSource,
  type TimeSlot,
  translate,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSlots } from '../api/useSlots.ts';
import { bookableUntil, hourOf } from '../format/dates.ts';
import { DateHourPicker } from './DateHourPicker.tsx';

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
  const source: SlotSource = { kind: 'booking', expertId: expert.id, rate: rate.slug };
  // The picker asks for these hours; this reader only finds the picked one among them.
  const slots = useSlots(source, date, zone, { quiet: true });
  const chosen = (slots.data ?? []).find((slot) => hourOf(slot.start_time_converted) === picked) ?? null;
  // With no date there are no hours to pick: the date is what is missing.
  const dateMissing = triedContinue && !date;
  const hourMissing = triedContinue && Boolean(date) && !chosen;

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
                label={`${rateName(item, locale)} · ${t`${minutes} min`}`}
                description={<RatePrice rate={item} />}
              />
            );
          })}
        </Stack>
      </Radio.Group>

      <DateHourPicker
        source={source}
        zone={zone}
        profileZone={profileZone}
        date={date}
        hour={picked}
        maxDate={bookableUntil(expert.subscription, zone)}
        hourError={hourMissing ? translate('bookingSelectHour', locale) : undefined}
        dateError={dateMissing ? t`Select a date` : undefined}
        onZoneChange={(tz) => {
          setTriedContinue(false);
          onChange({ tz, hour: null });
        }}
        onDateChange={(value) => {
          setTriedContinue(false);
          onChange({ date: value, hour: null });
        }}
        onHourChange={(value) => {
          setTriedContinue(false);
          setPicked(value);
          onChange({ hour: value });
        }}
      />

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

/** A rate's price, and with the platform's fee what the customer pays (the checkout's total). */
function RatePrice({ rate }: { rate: Rate }) {
  const { locale } = useShell();
  const price = formatDollars(rate.price ?? 0, locale);
  if (rate.fee === null || rate.price === null) return price;
  const fee = formatDollars(rate.fee, locale);
  const total = formatDollars(Math.round((rate.price + rate.fee) * 100) / 100, locale);
  return (
    <Trans>
      {price} + {fee} fee = {total}
    </Trans>
  );
}

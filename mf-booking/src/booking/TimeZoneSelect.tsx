import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { timeZones, utcOffset } from '../format/dates.ts';

/** 'America/New_York' → 'America/New York': readable, and found by typing 'new york'. */
export function zoneName(zone: string): string {
  return zone.replaceAll('_', ' ');
}

/** 'America/New York (UTC−05:00)': a zone with its offset now. */
export function zoneLabel(zone: string, now: Date): string {
  return `${zoneName(zone)} (${utcOffset(zone, now)})`;
}

interface TimeZoneSelectProps {
  value: string;
  profileZone: string;
  onChange(zone: string): void;
}

/**
 * The zone the dates and hours of step 1 are read in: every IANA zone of the browser, labelled
 * with its current UTC offset, searchable by name or offset. The profile's zone is the default.
 */
export function TimeZoneSelect({ value, profileZone, onChange }: TimeZoneSelectProps) {
  const { t } = useLingui();
  const data = useMemo(() => {
    const now = new Date();
    return timeZones([value, profileZone]).map((zone) => ({ value: zone, label: zoneLabel(zone, now) }));
  }, [value, profileZone]);
  const yours = zoneName(profileZone);
  return (
    <Select
      label={t`Time zone`}
      description={t`Dates and hours are shown in this zone. Your profile's zone: ${yours}.`}
      data={data}
      value={value}
      onChange={(zone) => {
        if (zone && zone !== value) onChange(zone);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t`No time zone matches`}
      maxDropdownHeight={280}
      w="100%"
      maw={360}
    />
  );
}

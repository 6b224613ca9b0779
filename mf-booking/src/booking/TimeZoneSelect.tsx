import { useLingui } from '@lingui/react/macro';
import { type ComboboxItem, type OptionsFilter, Select } from '@mantine/core';
import { useMemo } from 'react';
import { utcOffset } from '../format/dates.ts';
import { currentZoneName, oldZoneName, timeZones } from '../format/zone-names.ts';

/** 'America/New_York' → 'America/New York', 'Asia/Calcutta' → 'Asia/Kolkata': readable, by its current name. */
export function zoneName(zone: string): string {
  return currentZoneName(zone).replaceAll('_', ' ');
}

/** 'America/New York (UTC−05:00)': a zone with its offset now. */
function zoneLabel(zone: string, now: Date): string {
  return `${zoneName(zone)} (${utcOffset(zone, now)})`;
}

/** Matches a zone by its label (current name and offset) or by the old name ICU knew it by. */
const byNameOrOffset: OptionsFilter = ({ options, search, limit }) => {
  const words = search.trim().toLowerCase().replaceAll('_', ' ');
  const matches = (option: ComboboxItem) =>
    option.label.toLowerCase().includes(words) ||
    (oldZoneName(option.value)?.toLowerCase().replaceAll('_', ' ').includes(words) ?? false);
  return options
    .filter((option): option is ComboboxItem => 'value' in option && matches(option))
    .slice(0, limit);
};

interface TimeZoneSelectProps {
  value: string;
  profileZone: string;
  onChange(zone: string): void;
}

/**
 * The zone the dates and hours of step 1 are read in: every IANA zone of the browser under its
 * current name, labelled with its current UTC offset, searchable by name (the old one too) or
 * offset. The profile's zone is the default.
 */
export function TimeZoneSelect({ value, profileZone, onChange }: TimeZoneSelectProps) {
  const { t } = useLingui();
  const data = useMemo(() => {
    const now = new Date();
    return timeZones([value, profileZone]).map((zone) => ({ value: zone, label: zoneLabel(zone, now) }));
  }, [value, profileZone]);
  const yours = zoneName(profileZone);
  const shown = currentZoneName(value);
  return (
    <Select
      label={t`Time zone`}
      description={t`Dates and hours are shown in this zone. Your profile's zone: ${yours}.`}
      data={data}
      value={shown}
      onChange={(zone) => {
        if (zone && zone !== shown) onChange(zone);
      }}
      searchable
      filter={byNameOrOffset}
      allowDeselect={false}
      nothingFoundMessage={t`No time zone matches`}
      maxDropdownHeight={280}
      w="100%"
      maw={360}
    />
  );
}

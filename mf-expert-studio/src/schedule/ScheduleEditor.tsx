import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WEEKDAYS } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { DayRanges } from './DayRanges.tsx';
import type { Week, WeekProblems } from './week.ts';
import { weekdayName } from './weekday-names.ts';

interface ScheduleEditorProps {
  value: Week;
  problems: WeekProblems;
  onChange(week: Week): void;
}

/** 'Make your schedule': the week, days 0–3 in the left column and the rest in the right (spec §2). */
export function ScheduleEditor({ value, problems, onChange }: ScheduleEditorProps) {
  const { locale } = useShell();
  const day = (index: number) => {
    const weekday = WEEKDAYS[index];
    if (!weekday) return null;
    return (
      <DayRanges
        key={weekday}
        weekday={weekday}
        name={weekdayName(weekday, index, locale)}
        plan={value[weekday]}
        problems={problems}
        onChange={(plan) => onChange({ ...value, [weekday]: plan })}
      />
    );
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Make your schedule</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Your weekly hours, in 24-hour time and in your time zone. A day can hold several ranges.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap="sm">{[0, 1, 2, 3].map(day)}</Stack>
        <Stack gap="sm">{[4, 5, 6].map(day)}</Stack>
      </SimpleGrid>
    </Stack>
  );
}

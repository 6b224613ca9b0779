import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Weekday } from 'shared-contracts';
import { type DayPlan, newRange, padTime, type Range, rangeKey, type WeekProblems } from './week.ts';

interface DayRangesProps {
  weekday: Weekday;
  name: string;
  plan: DayPlan;
  problems: WeekProblems;
  onChange(plan: DayPlan): void;
}

/** One day of the week: its toggle and, when on, its start–end ranges in 24-hour time. */
export function DayRanges({ weekday, name, plan, problems, onChange }: DayRangesProps) {
  const { t } = useLingui();
  const setRange = (index: number, range: Range) =>
    onChange({ ...plan, ranges: plan.ranges.map((item, at) => (at === index ? range : item)) });

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Switch
          label={name}
          checked={plan.active}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            // Turned on with nothing yet: one range to fill in.
            const ranges = active && plan.ranges.length === 0 ? [newRange()] : plan.ranges;
            onChange({ active, ranges });
          }}
        />
        {plan.active
          ? plan.ranges.map((range, index) => {
              const problem = problems[rangeKey(weekday, index)];
              const position = index + 1;
              return (
                <Stack key={range.id} gap={2}>
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TimeField
                      label={t`From`}
                      name={t`${name}, range ${position}: from`}
                      value={range.start}
                      invalid={Boolean(problem)}
                      onChange={(start) => setRange(index, { ...range, start })}
                    />
                    <TimeField
                      label={t`To`}
                      name={t`${name}, range ${position}: to`}
                      value={range.end}
                      invalid={Boolean(problem)}
                      onChange={(end) => setRange(index, { ...range, end })}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t`Remove ${name}, range ${position}`}
                      onClick={() =>
                        onChange({ ...plan, ranges: plan.ranges.filter((_, at) => at !== index) })
                      }
                    >
                      ×
                    </ActionIcon>
                  </Group>
                  {problem ? (
                    <Text c="red" size="xs" role="alert">
                      {problem}
                    </Text>
                  ) : null}
                </Stack>
              );
            })
          : null}
        {plan.active ? (
          <Group>
            <Button
              variant="subtle"
              size="xs"
              aria-label={t`Add range to ${name}`}
              onClick={() => onChange({ ...plan, ranges: [...plan.ranges, newRange()] })}
            >
              <Trans>Add range</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface TimeFieldProps {
  /** The visible label ('From', 'To'). */
  label: string;
  /** The accessible name, naming the day and the range. */
  name: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}

/** One HH:mm time of a range, padded on blur ('9' → '09:00', spec §5). */
function TimeField({ label, name, value, invalid, onChange }: TimeFieldProps) {
  return (
    <TextInput
      label={label}
      aria-label={name}
      placeholder="HH:mm"
      inputMode="numeric"
      maxLength={5}
      w={96}
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(padTime(value))}
    />
  );
}
